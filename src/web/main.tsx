import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The language's catalogue is loaded before the first render, so no screen flashes English.
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
