import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { contrastRatio } from './contrast.ts';
import { groupTokens, type TokenGroup, tokenBlocks } from './themeTokens.ts';

/**
 * The foundations pages' tables of design tokens (Storybook "Foundations"). The names come from the
 * stylesheets in force (theme.css, as the preview loads it), the values from the element's computed
 * style: a table shows the theme and direction the toolbar picked, never a copy that could go stale.
 */

/** The `--conf-*` tokens the page's stylesheets set on :root, in their order. */
function rootTokenNames(): string[] {
  const text: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) text.push(rule.cssText);
    } catch {
      // A stylesheet of another origin cannot be read; it sets no token of ours.
    }
  }
  return (tokenBlocks(text.join('\n')).get(':root') ?? []).map((token) => token.name);
}

/** The tokens' values as `element` sees them (its theme, its direction); `{}` before the first layout. */
function useComputedTokens(): [RefObject<HTMLDivElement | null>, Map<string, string>, TokenGroupEntry[]] {
  const element = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Map<string, string>>(new Map());
  const [groups, setGroups] = useState<TokenGroupEntry[]>([]);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const read = () => {
      const style = getComputedStyle(node);
      const names = rootTokenNames();
      setValues(new Map(names.map((name) => [name, style.getPropertyValue(name).trim()])));
      setGroups(groupTokens(names).groups);
    };
    read();
    // The toolbar's theme and direction are attributes of <html>: read again when they change.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true });
    return () => observer.disconnect();
  }, []);
  return [element, values, groups];
}

interface TokenGroupEntry {
  group: TokenGroup;
  names: string[];
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as `#rrggbb` when it is an opaque hex colour (browsers shorten `#ffffff` to `#fff`). */
function hex6(colour: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  return short
    ? `#${short
        .slice(1)
        .map((digit) => digit + digit)
        .join('')}`
    : colour;
}

/** The contrast of a colour token against a background token, as "4.8:1", or "—" when not a plain colour. */
function contrastText(values: Map<string, string>, token: string, against: string): string {
  const colour = hex6(values.get(token) ?? '');
  const background = hex6(values.get(against) ?? '');
  if (!HEX.test(colour) || !HEX.test(background)) return '—';
  return `${contrastRatio(colour, background).toFixed(1)}:1`;
}

/** How a token of a group is shown beside its name: a swatch, a bar, a corner, a shadow or a sample. */
function Sample({ group, name }: { group: TokenGroup['id']; name: string }): ReactNode {
  const token = `var(${name})`;
  switch (group) {
    case 'surface':
    case 'brand':
    case 'status':
    case 'accent':
      return <span className="conf-Foundations-swatch" style={{ background: token }} aria-hidden="true" />;
    case 'space':
      return <span className="conf-Foundations-bar" style={{ inlineSize: token }} aria-hidden="true" />;
    case 'radius':
      return <span className="conf-Foundations-corner" style={{ borderRadius: token }} aria-hidden="true" />;
    case 'shadow':
      return <span className="conf-Foundations-corner" style={{ boxShadow: token }} aria-hidden="true" />;
    case 'type':
      return name.startsWith('--conf-font-size') ? (
        <span style={{ fontSize: token }}>Opening Keynote</span>
      ) : name.startsWith('--conf-font-') ? (
        <span style={{ fontFamily: token }}>Opening Keynote 9:30 AM</span>
      ) : null;
    default:
      return null;
  }
}

const COLOUR_GROUPS = new Set<TokenGroup['id']>(['surface', 'brand', 'status', 'accent']);

/** Props of {@link TokenTables}. */
export interface TokenTablesProps {
  /** The groups to show (all by default), by id. */
  groups?: readonly TokenGroup['id'][];
}

/**
 * A table per group of tokens: the token, a sample, its value in the theme shown and, for colours,
 * its contrast against the page (bg) and a card (surface); text needs 4.5:1, the parts of a control
 * that show its state 3:1 (WCAG 2.2; theme.test.ts checks the pairs the components use).
 */
export function TokenTables({ groups: shown }: TokenTablesProps) {
  const [element, values, groups] = useComputedTokens();
  return (
    <div ref={element} className="conf-Foundations">
      {groups
        .filter(({ group }) => !shown || shown.includes(group.id))
        .map(({ group, names }) => (
          <table key={group.id} className="conf-Foundations-table">
            <caption>
              <strong>{group.title}</strong> {group.usage}
            </caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Sample</th>
                <th scope="col">Value</th>
                {COLOUR_GROUPS.has(group.id) ? (
                  <>
                    <th scope="col">On bg</th>
                    <th scope="col">On surface</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>
                    <Sample group={group.id} name={name} />
                  </td>
                  <td>
                    <code>{values.get(name) ?? ''}</code>
                  </td>
                  {COLOUR_GROUPS.has(group.id) ? (
                    <>
                      <td>{contrastText(values, name, '--conf-color-bg')}</td>
                      <td>{contrastText(values, name, '--conf-color-surface')}</td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
