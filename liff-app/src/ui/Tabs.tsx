import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Item {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Tabs: a WAI-ARIA tablist of three or so short labels that wrap on a narrow phone. A panel is drawn
 * the first time it is opened and then kept, so a form or a receipt in it survives switching tabs.
 * `active`/`onChange` let the screen switch tabs itself (a receipt's "ดูประวัติ"); without them the tabs
 * keep their own state.
 */
export function Tabs({
  items,
  id = 'tabs',
  active: controlled,
  onChange,
}: {
  items: Item[];
  id?: string;
  active?: string;
  onChange?(key: string): void;
}) {
  const [own, setOwn] = useState(items[0]?.key);
  const active = controlled ?? own;
  const current = items.some((i) => i.key === active) ? active : items[0]?.key;
  const [opened, setOpened] = useState<Set<string>>(() => new Set(current ? [current] : []));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Whichever way a tab became current, its panel is kept from then on.
  useEffect(() => {
    if (current) setOpened((s) => (s.has(current) ? s : new Set(s).add(current)));
  }, [current]);

  const open = (key: string) => {
    setOwn(key);
    onChange?.(key);
  };
  // Arrow keys move between tabs, Home/End to the ends (the tablist pattern).
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    e.preventDefault();
    open(items[to]!.key);
    buttons.current[to]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === current}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => open(item.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        opened.has(item.key) || item.key === current ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== current}
            className="tabs__panel"
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
