import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ExchangeFormContext, ExchangeFormValues } from '@domain/contracts/exchange-form';
import { localDateOf } from '@domain/business-day';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { cardNeedsIdCard, EXCHANGE_MESSAGES, isUnexpiredIdCard } from '@domain/exchange';
import { generateReferenceNumber } from '@domain/reference-number';
import { Form } from '@web/components/form';
import { PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { translate, useFormat, useT } from '@web/i18n';
import { useAccounts } from '@web/features/accounts';
import { useCurrencies } from '@web/features/currencies';
import { ReportSuspiciousButton } from '@web/features/compliance';
import { useCustomer } from '@web/features/customers';
import { ReceiptDialog } from '@web/features/receipts';
import { sanctionsRefusal } from '@web/features/sanctions';
import { useMySession } from '@web/features/tills';
import { useBusinessTimeZone, useCryptoEnabled, useRequireIdForCard } from '@web/shared/settings';
import { useCreateExchange, useCurrentRates, useMarketRates } from './api';
import { CompleteExchangeButton } from './complete-exchange-button';
import { CustomerPanel } from './customer-panel';
import { ExchangeDetailsFields } from './exchange-details-fields';
import { readExchangeDraft } from './exchange-draft';
import { exchangeMessage } from './exchange-messages';
import { useExchangeResolver } from './exchange-resolver';
import { freshExchange } from './exchange-form-defaults';
import { ExchangeSummary } from './exchange-summary';
import { IdentificationNotice } from './identification-notice';
import { OnBehalfFields } from './on-behalf-fields';
import { PairFields } from './pair-fields';
import { attemptedTransactions, broughtToWindow } from './pair-compliance';
import { PayoutOverride } from './payout-override';
import { readPair, usePairPreview } from './pair-preview';
import { ThirdPartyDetermination } from './third-party-determination';
import { TillPanel } from './till-panel';
import { useCustomerDefaults } from './use-customer-defaults';
import { useExchangeDraft } from './use-exchange-draft';
import { useExchangeScan } from './use-exchange-scan';
import { usePairPrefill } from './use-pair-prefill';
import { useIdentificationNeeds } from './use-identification-needs';
import { useWindowReport } from './use-window-report';
import { useScreeningHold } from './screening-hold';

export function ExchangePage() {
  const { t } = useT();
  const formats = useFormat();
  const { language } = formats;
  const [params, setParams] = useSearchParams();
  const cryptoEnabled = useCryptoEnabled();
  const currencies = useCurrencies({ active: true, kind: cryptoEnabled ? 'all' : 'fiat' });
  const accounts = useAccounts(cryptoEnabled ? 'all' : 'fiat');
  const rates = useCurrentRates();
  const requireIdForCard = useRequireIdForCard();
  const create = useCreateExchange();
  // The exchange this tab was typing before a reload, if any (exchange-draft.ts).
  const search = params.toString();
  const [draft] = useState(() => readExchangeDraft(search));
  const [idempotencyKey, setIdempotencyKey] = useState(
    () => draft?.idempotencyKey ?? crypto.randomUUID(),
  );
  const [completed, setCompleted] = useState<ExchangeResponse | null>(null);
  const timeZone = useBusinessTimeZone();
  const [initial] = useState(
    () => draft?.values ?? freshExchange(timeZone, params.get('customerId') ?? ''),
  );

  const formContext = useRef<ExchangeFormContext>({
    rates: [],
    currencies: [],
    customerHasValidIdCard: false,
    requireIdForCard,
  });
  const form = useForm<ExchangeFormValues, unknown, CreateExchangeInput>({
    resolver: useExchangeResolver(formContext),
    defaultValues: initial,
  });
  const kept = useExchangeDraft(form, search, idempotencyKey);
  const [customerId, recipientId, pairs, onBehalf] = useWatch({
    control: form.control,
    name: ['customer_id', 'recipient_customer_id', 'pairs', 'is_on_behalf'],
  });
  const typed = useWatch({ control: form.control }) as ExchangeFormValues;
  // The amounts as the API reads them, whatever the language they were typed in.
  const watched = { ...typed, pairs: typed.pairs.map((pair) => readPair(pair, language)) };
  const customer = useCustomer(customerId || null);
  const recipient = useCustomer(recipientId || null);
  const customerData = customer.data?.id === customerId ? customer.data : undefined;
  // An ID card is unexpired on the bureau's day, as the server checks it.
  const today = localDateOf(new Date(), timeZone);
  const hasValidIdCard =
    customerData?.id_cards.some((card) => isUnexpiredIdCard(card, today)) ?? false;

  const market = useMarketRates(cryptoEnabled ? pairs : [], currencies.data);
  const context = useMemo<ExchangeFormContext>(
    () => ({
      rates: rates.data ?? [],
      marketRates: market.data ?? [],
      currencies: currencies.data ?? [],
      customerHasValidIdCard: hasValidIdCard,
      requireIdForCard,
    }),
    [rates.data, market.data, currencies.data, hasValidIdCard, requireIdForCard],
  );
  useEffect(() => {
    formContext.current = context;
  }, [context]);

  const defaults = useCustomerDefaults(form, customerData, draft?.values.customer_id ?? '');
  usePairPrefill(form, currencies.data, params, draft !== null);

  const balances = useMemo(
    () => new Map((accounts.data ?? []).map((a) => [a.currency_id, a.balance])),
    [accounts.data],
  );
  const scan = useExchangeScan((id) => form.setValue('customer_id', id));
  const preview = usePairPreview(context);
  const validPairs = pairs.filter((p) => preview(p).figures !== null).length;
  const windowReport = useWindowReport({
    customerId,
    recipientId: onBehalf ? recipientId : '',
    ...broughtToWindow(pairs, preview, currencies.data, typed.payment_method),
  });
  const mine = useMySession();

  const incomplete = !customerId || validPairs === 0;
  const missing = useIdentificationNeeds({
    values: watched,
    context,
    customer: customerData,
    currencies: currencies.data ?? [],
    today,
    windowReport: windowReport.report,
  });
  const screening = useScreeningHold({
    customer: customerData,
    recipient: onBehalf && recipient.data?.id === recipientId ? recipient.data : undefined,
  });
  // The parties' rules (identification, screening) and the receipt's language are read from
  // their records: nothing is submitted before those have loaded.
  const partiesLoading =
    (Boolean(customerId) && !customerData) ||
    (onBehalf && Boolean(recipientId) && recipient.data?.id !== recipientId);
  const blocked = incomplete || partiesLoading || missing.length > 0 || screening.blocked;

  const submit = async (body: CreateExchangeInput) => {
    try {
      const booked = await create.mutateAsync({
        body,
        idempotencyKey,
        redrawn: (reference, key) => {
          form.setValue('reference_number', reference);
          setIdempotencyKey(key);
        },
      });
      kept.booked();
      // Nor does the address: a reload shows an empty exchange, not the link's customer.
      setParams({}, { replace: true });
      // Bottom left, clear of the receipt dialog's buttons (New Transaction, bottom right), so
      // the next customer can be served at once.
      // SPEC's English for any count; French agrees with it ('1 opération … conclue').
      notify.success(
        t('{{n}} exchange transaction(s) completed successfully', {
          n: booked.transactions.length,
          count: booked.transactions.length,
        }),
        undefined,
        { position: 'bottom-left' },
      );
      setCompleted(booked);
    } catch (error) {
      // The server answered, so nothing was booked: the next submit is a new request.
      if (error instanceof ApiError) setIdempotencyKey(crypto.randomUUID());
      windowReport.learnFrom(error);
      if (error instanceof ApiError && error.code === 'reference_taken')
        form.setValue('reference_number', generateReferenceNumber(today));
      // A sanctions hold is said beside the button, in the server's words.
      const refusal = sanctionsRefusal(error);
      if (screening.learnFrom(error) && refusal)
        notify.error(EXCHANGE_MESSAGES.failed, refusal.message);
      // What the till cannot pay out, its amounts written the reader's way.
      else if (error instanceof ApiError && error.code === 'not_payable')
        notify.error(EXCHANGE_MESSAGES.failed, exchangeMessage(error.message, translate, formats));
      else notifyFailure(EXCHANGE_MESSAGES.failed, error);
    }
  };

  const startNew = () => {
    form.reset(freshExchange(timeZone));
    defaults.startedNew();
    kept.startedNew();
    windowReport.forget();
    setIdempotencyKey(crypto.randomUUID());
    setCompleted(null);
  };

  return (
    <div className="grid gap-6">
      <PageHeader title={t('New Exchange')} actions={scan.button} />
      <Form
        form={form}
        onSubmit={submit}
        aria-label={t('Exchange')}
        className="grid gap-6 lg:grid-cols-3"
      >
        <div className="grid content-start gap-6 lg:col-span-2">
          <CustomerPanel
            customerId={customerId}
            customer={customerData}
            onSelect={(c) => form.setValue('customer_id', c.id)}
            onClear={() => form.setValue('customer_id', '')}
          />
          <Card>
            <CardHeader>
              <CardTitle>{t('Details')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              <ExchangeDetailsFields
                hasCompany={defaults.hasCompany}
                cardBlocked={
                  Boolean(customerData) &&
                  cardNeedsIdCard({ paymentMethod: 'card', requireIdForCard, hasValidIdCard })
                }
              />
              <OnBehalfFields recipient={recipient.data} />
              {windowReport.report && !onBehalf && <ThirdPartyDetermination />}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('Exchange Pairs')}</CardTitle>
            </CardHeader>
            <CardContent>
              <PairFields
                currencies={currencies.data ?? []}
                context={context}
                cryptoEnabled={cryptoEnabled}
                balances={balances}
              />
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-4">
          <TillPanel currencies={currencies.data ?? []} context={context} />
          <ExchangeSummary
            currencies={currencies.data ?? []}
            context={context}
            recipient={recipient.data}
          />
          <PayoutOverride currencies={currencies.data ?? []} context={context} />
          {screening.notice}
          {customerData && missing.length > 0 && (
            <IdentificationNotice missing={missing} customer={customerData} />
          )}
          <CompleteExchangeButton
            pending={create.isPending}
            blocked={blocked}
            incomplete={incomplete}
            screeningBlocked={screening.blocked}
            missingIdentification={missing.length > 0}
          />
          <ReportSuspiciousButton
            disabled={validPairs === 0}
            subject={() => ({
              source: 'exchange',
              attempts: attemptedTransactions(pairs, preview, currencies.data),
              customerId: customerId || null,
              branchId: mine.data?.session?.branch.id ?? null,
            })}
          />
        </div>
      </Form>
      {scan.dialogs}
      {completed && (
        <ReceiptDialog
          title={t('Exchange completed')}
          exchange={completed}
          onClose={() => setCompleted(null)}
          onNew={startNew}
        />
      )}
    </div>
  );
}
