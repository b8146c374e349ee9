import { ProductUrlProvider } from '@conf/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import type { EmbedSettings } from './attributes.ts';

/**
 * What every element draws around its component: links and images on the product's origin, the
 * theme (dark tokens apply to this box), and the component's overlays (the suggestion list, a
 * dialog) opened inside the box rather than at the end of the host's body, so that they take its
 * theme too.
 */
export function EmbedFrame({ settings, children }: { settings: EmbedSettings; children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const container = useCallback(() => box, [box]);
  return (
    <div ref={setBox} className="conf-Embed" data-conf-theme={settings.theme}>
      <ProductUrlProvider baseUrl={settings.apiOrigin}>
        {box ? <UNSAFE_PortalProvider getContainer={container}>{children}</UNSAFE_PortalProvider> : null}
      </ProductUrlProvider>
    </div>
  );
}

/** What an element shows when its attributes are wrong: the message, on the page and in the console. */
export function AttributeProblem({ message }: { message: string }) {
  console.error(message);
  return <p className="conf-Embed-problem">{message}</p>;
}
