/** Raw props of a hook: `data-props` JSON, or a child `<script type="application/json" data-props>`. */
export type RawProps = { ok: true; value: unknown } | { ok: false; reason: string };

const propsScript = (element: Element) => element.querySelector(':scope > script[type="application/json"][data-props]');

export function readRawProps(element: Element): RawProps {
  const attribute = element.getAttribute('data-props');
  const script = attribute === null ? propsScript(element) : null;
  const source = attribute ?? script?.textContent ?? null;
  if (source === null || source.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch (error) {
    const where = attribute === null ? 'props script' : 'data-props';
    return { ok: false, reason: `${where}: invalid JSON (${(error as Error).message})` };
  }
}
