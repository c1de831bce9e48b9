import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** Formatting kept from server HTML; every other element is unwrapped to its text. */
const KEEP = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'ul', 'ol', 'li', 'div', 'blockquote']);
/** Dropped with everything inside: code, styles, media, embedded content, foreign markup. */
const DROP = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'picture',
  'canvas',
  'title',
  'head',
  'textarea',
  'select',
  'button',
  'input',
  'form',
]);
const MAX_DEPTH = 32;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

function convert(nodes: NodeListOf<ChildNode>, depth: number): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, key) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE || depth > MAX_DEPTH) return;
    const el = node as Element;
    const tag = el.localName;
    if (el.namespaceURI !== HTML_NS || DROP.has(tag)) return;
    const children = convert(el.childNodes, depth + 1);
    if (tag === 'br') out.push(createElement('br', { key }));
    else if (KEEP.has(tag)) out.push(createElement(tag, { key }, ...children));
    else out.push(createElement(Fragment, { key }, ...children));
  });
  return out;
}

/**
 * Short server HTML (a card's short description) as React elements: parsed in an inert
 * document (no script runs, nothing loads), then rebuilt from a few formatting tags with NO
 * attributes, so no handler, URL or style can come through, and no HTML string is ever set.
 * For full descriptions with links, images and tables use SafeHtml (DOMPurify); this one
 * keeps that library off pages that only show short descriptions (the home page budget).
 */
export function RichText({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'span' }) {
  const content = useMemo(() => {
    if (!html) return null;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return convert(doc.body.childNodes, 0);
  }, [html]);
  return <Tag className={className}>{content}</Tag>;
}
