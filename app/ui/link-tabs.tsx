import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./tabs.css";

export type LinkTab = { id: string; label: ReactNode; href: string };

type LinkTabsProps = {
  label: string;
  /** Prefix of the tab elements' ids, unique on the page. */
  idPrefix: string;
  tabs: readonly LinkTab[];
  active: string;
  /** The id of the panel a tab controls, when that panel is in the page. */
  panelId: (tabId: string) => string | undefined;
  /** Selects a tab without a page load; only called once JavaScript runs. */
  onActivate: (tabId: string) => void;
};

/**
 * A WAI-ARIA tablist whose tabs are links. Without JavaScript each tab is an ordinary link to a
 * URL showing that tab; with JavaScript a click or the arrow keys select tabs in place, and the
 * roving tabindex applies (it would otherwise make the other tabs unreachable by keyboard).
 */
export function LinkTabs({ label, idPrefix, tabs, active, panelId, onActivate }: LinkTabsProps) {
  const hydrated = useHydrated();
  const tabId = (id: string) => `${idPrefix}-${id}`;

  function select(id: string, focus: boolean) {
    if (focus) document.getElementById(tabId(id))?.focus();
    onActivate(id);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // Let the browser open the link in a new tab or window as asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(id, false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = tabs.findIndex((t) => t.id === active);
    const last = tabs.length - 1;
    // The arrow that points along the reading direction moves forward: right in English, left in Arabic.
    const rightToLeft = getComputedStyle(event.currentTarget).direction === "rtl";
    const [forward, back] = rightToLeft ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
    const next =
      event.key === forward
        ? index === last
          ? 0
          : index + 1
        : event.key === back
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.id, true);
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabList}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <a
            key={tab.id}
            id={tabId(tab.id)}
            role="tab"
            href={tab.href}
            onKeyDown={onKeyDown}
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={hydrated && !selected ? -1 : undefined}
            onClick={(event) => onClick(event, tab.id)}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
