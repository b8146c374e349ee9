/**
 * A stand-in for forced colours (Windows' contrast themes) in Storybook, where a page cannot switch
 * the media feature itself: what the browser does (every colour to the system's Canvas, CanvasText,
 * LinkText, ButtonText; no shadows or background images), then the theme's own
 * `@media (forced-colors: active)` rules on top. An approximation for reviewing; the real thing is
 * Chromium's emulation (DevTools › Rendering, or the forced-colours story test).
 */

// Backgrounds: forced colours paint every opaque one Canvas and keep transparent ones transparent; a
// sheet cannot tell the two apart, so the page and what lies over it (dialogs, popovers, controls)
// are Canvas, the rest transparent.
const BROWSER_RULES = `
*, *::before, *::after {
  background-color: transparent !important;
  background-image: none !important;
  color: CanvasText !important;
  border-color: CanvasText !important;
  outline-color: CanvasText !important;
  box-shadow: none !important;
  text-shadow: none !important;
}
html, body, dialog, [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [role="tooltip"],
[data-placement] { background-color: Canvas !important; }
input, textarea, select { background-color: Field !important; color: FieldText !important; }
button, [role="button"] { background-color: ButtonFace !important; color: ButtonText !important; }
a:any-link, a:any-link * { color: LinkText !important; }
`;

const FORCED_COLORS = /forced-colors\s*:\s*active/;

/** The style rules inside `@media (forced-colors: active)` of these sheets (imports followed). */
function forcedColorRules(rules: CSSRuleList, inForcedColors: boolean): CSSStyleRule[] {
  return [...rules].flatMap((rule) => {
    if (rule instanceof CSSImportRule)
      return rule.styleSheet ? forcedColorRules(rule.styleSheet.cssRules, false) : [];
    if (rule instanceof CSSMediaRule) {
      return forcedColorRules(rule.cssRules, inForcedColors || FORCED_COLORS.test(rule.media.mediaText));
    }
    return inForcedColors && rule instanceof CSSStyleRule ? [rule] : [];
  });
}

/** A rule with every declaration made `!important`, so it wins over the browser's part as in forced colours. */
function important(rule: CSSStyleRule): string {
  const declarations = [...rule.style].map(
    (name) => `${name}: ${rule.style.getPropertyValue(name)} !important;`,
  );
  return `${rule.selectorText} { ${declarations.join(' ')} }`;
}

/** The simulation's style sheet for the page's current sheets. */
export function forcedColorsSimulation(sheets: StyleSheetList): string {
  const own = [...sheets].flatMap((sheet) => {
    try {
      return forcedColorRules(sheet.cssRules, false);
    } catch {
      return []; // a cross-origin sheet (Storybook's fonts): nothing of ours
    }
  });
  return [BROWSER_RULES, ...own.map(important)].join('\n');
}
