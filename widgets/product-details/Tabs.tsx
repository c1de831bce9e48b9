import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select,
 * panels named by their tab. Hidden panels stay in the DOM so their state
 * (a half-typed review) survives switching.
 */
export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (n: number) => {
    const next = (n + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="sf-tabs">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the WAI tabs pattern: the tabs take focus (roving tabindex), the list only hears their keys */}
      <div role="tablist" aria-label={label} className="sf-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, n) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[n] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-controls={`${base}-panel-${tab.key}`}
            aria-selected={n === selected}
            tabIndex={n === selected ? 0 : -1}
            className="sf-tabs__tab"
            onClick={() => setSelected(n)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, n) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={n !== selected}
          tabIndex={0}
          className="sf-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
