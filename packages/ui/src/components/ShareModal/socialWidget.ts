/** Attribute marking the social-media widget script that {@link loadSocialWidget} adds. */
export const SOCIAL_WIDGET_ATTRIBUTE = 'data-conf-social-widget';

/**
 * Adds the social-media widget script (`async`, in `<head>`) unless the page already has it, and
 * returns the script element. Calling it again, from this or another share dialog, adds nothing:
 * the widget is loaded once per page (spec section 2: on the sharing modal's first show).
 */
export function loadSocialWidget(src: string, doc: Document = document): HTMLScriptElement {
  for (const script of doc.querySelectorAll<HTMLScriptElement>(`script[${SOCIAL_WIDGET_ATTRIBUTE}]`)) {
    if (script.getAttribute('src') === src) return script;
  }
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(SOCIAL_WIDGET_ATTRIBUTE, '');
  doc.head.append(script);
  return script;
}
