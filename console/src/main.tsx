import { StrictMode } from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import { Router } from 'wouter-preact';
import { App } from './app.js';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router base="/console">
      <App />
    </Router>
  </StrictMode>,
);
