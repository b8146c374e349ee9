import '@conf/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FestivalPage } from './FestivalPage.tsx';
import { productUrlOf } from './productUrl.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <FestivalPage productUrl={productUrlOf(window)} />
  </StrictMode>,
);
