import { useEffect, useState } from 'react';

/**
 * The festival page's light or dark look: the visitor's system setting at first, then the page's
 * toggle. It marks `<html>` twice: `data-theme` for the page's own stylesheet, `data-conf-theme` for
 * the embedded components (their theme's tokens only; decision 0025), so that the sign-in dialog,
 * which opens at the end of `<body>`, follows too.
 */
export function useColourScheme(): [dark: boolean, setDark: (dark: boolean) => void] {
  const [dark, setDark] = useState(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    root.dataset.confTheme = dark ? 'dark' : 'light';
  }, [dark]);
  return [dark, setDark];
}
