import { useEffect } from 'react';
import { useParams } from 'react-router';
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import type { RateBoard } from '@domain/contracts/rate-board';
import { ApiError } from '@web/lib/api-client';
import { call } from '@web/lib/call';
import { cn } from '@web/lib/cn';
import { useFormat, useT } from '@web/i18n';
import { momentText, rateText } from './board-text';
import { CurrencyCell } from './currency-cell';

// How often the board reads the rates again (issue 26: every minute).
export const BOARD_REFRESH_MS = 60_000;

// The board has no session and no staff cache: a cache of its own, which a 401 never leaves.
const boardClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const isRefused = (error: unknown) => error instanceof ApiError && error.status === 404;

function useBoard(token: string) {
  return useQuery({
    enabled: token !== '',
    queryKey: ['rate-board', token],
    queryFn: () => call('board.read', { params: { token } }),
    // The screen keeps its rates while it asks again, so nothing blinks; a failed refresh
    // keeps them too, greyed (below).
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: (count, error) => !isRefused(error) && count < 2,
  });
}

/** The public rate board at /board/:token, for a screen at the window (no session). */
export function BoardPage() {
  return (
    <QueryClientProvider client={boardClient}>
      <Board token={useParams().token ?? ''} />
    </QueryClientProvider>
  );
}

function Board(props: { token: string }) {
  const { t } = useT();
  const board = useBoard(props.token);
  const name = board.data?.bureau_name;
  useEffect(() => {
    document.title = name ? t('{{name}} — exchange rates', { name }) : t('Exchange rates');
  }, [name, t]);

  if (props.token === '' || isRefused(board.error)) {
    return (
      <BoardScreen>
        <div role="alert" className="m-auto max-w-[40ch] text-center">
          {/* The screen's title, as the bureau's name is on a working board. */}
          <h1 className="text-[5vmin] font-semibold">{t('This rate board link does not work')}</h1>
          <p className="mt-[2vmin] text-[3vmin] text-slate-300">
            {t('It was revoked or never existed. Ask a manager for a new link.')}
          </p>
        </div>
      </BoardScreen>
    );
  }
  if (!board.data) {
    return (
      <BoardScreen>
        <p role="status" className="m-auto text-[4vmin] text-slate-300">
          {board.isError ? t('Rates are being updated') : t('Loading rates…')}
        </p>
      </BoardScreen>
    );
  }
  return <BoardRates board={board.data} stale={board.isError} />;
}

function BoardScreen(props: { children: React.ReactNode; stale?: boolean }) {
  return (
    <main
      data-stale={props.stale ? 'true' : undefined}
      className={cn(
        'flex h-dvh w-full flex-col overflow-hidden bg-slate-950 text-white transition-[filter]',
        props.stale && 'grayscale',
      )}
    >
      {props.children}
    </main>
  );
}

function BoardRates(props: { board: RateBoard; stale: boolean }) {
  const { board, stale } = props;
  const { t } = useT();
  const { currencyName, language } = useFormat();
  const count = Math.max(board.rows.length, 1);
  // Every row shares the height left under the title, and the type grows to fill it: about half
  // a row's height, no wider than the screen allows.
  const fontSize = `min(calc(78dvh / ${count + 1} * 0.5), 4.4vw)`;
  return (
    <BoardScreen stale={stale}>
      <header className="flex flex-wrap items-end justify-between gap-x-[3vmin] px-[4vmin] pt-[3vmin] pb-[1.5vmin]">
        <h1 className="text-[6vmin] leading-tight font-bold">{board.bureau_name}</h1>
        <p className="text-[3vmin] text-slate-300">{t('Canadian dollars for one unit')}</p>
      </header>
      <div
        className={cn('grid min-h-0 flex-1 px-[4vmin]', stale && 'opacity-60')}
        style={{ gridTemplateRows: `auto repeat(${count}, minmax(0, 1fr))`, fontSize }}
        role="table"
        aria-label={t('Exchange rates')}
      >
        <div
          role="row"
          className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-end gap-x-[1.2em] border-b border-slate-700 pb-[0.2em] text-[0.6em] tracking-wide text-slate-300 uppercase"
        >
          <span role="columnheader">{t('Currency')}</span>
          <span role="columnheader" className="w-[5.2em] text-right">
            {t('We buy')}
          </span>
          <span role="columnheader" className="w-[5.2em] text-right">
            {t('We sell')}
          </span>
        </div>
        {board.rows.map((row) => (
          <div
            key={row.code}
            role="row"
            aria-label={row.code}
            className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-[1.2em] border-b border-slate-800 last:border-b-0"
          >
            <span role="cell" className="min-w-0">
              <CurrencyCell
                code={row.code}
                name={row.name}
                quoteUnit={row.quote_unit}
                nameClassName="truncate text-[0.55em] text-slate-300 portrait:hidden"
              />
              <span className="block truncate pl-[3.8em] text-[0.45em] text-slate-300 landscape:hidden">
                {currencyName(row)}
              </span>
            </span>
            <span role="cell" className="w-[5.2em] text-right font-semibold tabular-nums">
              {row.we_buy === null ? '—' : rateText(row.we_buy, language)}
            </span>
            <span role="cell" className="w-[5.2em] text-right font-semibold tabular-nums">
              {row.we_sell === null ? '—' : rateText(row.we_sell, language)}
            </span>
          </div>
        ))}
        {board.rows.length === 0 && (
          <p className="self-center text-center text-[0.6em] text-slate-300">
            {t('No rates to show')}
          </p>
        )}
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-[2vmin] px-[4vmin] py-[2.5vmin] text-[2.6vmin] text-slate-300">
        <span>
          {board.updated_at
            ? t('Last updated {{moment}}', {
                moment: momentText(board.updated_at, board.time_zone, language),
              })
            : t('No rates yet')}
        </span>
        {stale && (
          <span
            role="status"
            className="rounded-md bg-amber-400 px-[1.5vmin] py-[0.5vmin] font-semibold text-slate-950"
          >
            {t('Rates are being updated')}
          </span>
        )}
      </footer>
    </BoardScreen>
  );
}
