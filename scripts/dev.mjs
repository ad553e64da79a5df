// `npm run dev`: the API server reloading on change (tsx watch) on PORT (8787), and Vite's dev
// server on 5173 proxying /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8787';
const env = {
  ...process.env,
  PORT: port,
  TRUSTED_ORIGINS: ['http://localhost:5173', process.env.TRUSTED_ORIGINS].filter(Boolean).join(','),
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
