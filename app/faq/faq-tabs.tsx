import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FaqCategoryId } from "~content/faq-categories";
import type { FaqCategory } from "~content/schema";
import { useT } from "~/i18n/use-t";
import { LinkTabs } from "~/ui/link-tabs";
import { useHydrated } from "~/utils/use-hydrated";
import { categoryForAnchor } from "./faq";
import * as styles from "./faq.css";
import { HASH_SCROLL_DELAY_MS, scrollToElement, whenElementAppears } from "./hash-scroll";

/**
 * The seven categories as tabs over single-open accordions. Every panel is in the page, each
 * with its anchor; the tabs show one at a time. A hash such as #costs-payment selects its tab
 * and scrolls to it, also when it changes after the page has loaded.
 */
export function FaqTabs({ categories, selected }: { categories: readonly FaqCategory[]; selected: FaqCategoryId }) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [active, setActive] = useState(selected);
  const [lastSelected, setLastSelected] = useState(selected);
  if (selected !== lastSelected) {
    setLastSelected(selected);
    setActive(selected);
  }

  useEffect(() => {
    const anchor = location.hash.slice(1);
    const category = categoryForAnchor(categories, anchor);
    if (!category) return;
    // The hash exists only in the browser; reading it while rendering would not match the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setActive(category);
    let scrollTimer: number | undefined;
    const stopWaiting = whenElementAppears(anchor, (element) => {
      scrollTimer = window.setTimeout(() => scrollToElement(element), HASH_SCROLL_DELAY_MS);
    });
    return () => {
      stopWaiting();
      window.clearTimeout(scrollTimer);
    };
  }, [categories, location.hash, location.key]);

  return (
    <div className={styles.tabsAndPanels}>
      <LinkTabs
        label={t("faq.tabs.label")}
        idPrefix="faq-tab"
        tabs={categories.map((c) => ({ id: c.id, label: c.title, href: `?category=${c.id}#${c.anchor}` }))}
        active={active}
        panelId={(id) => categories.find((c) => c.id === id)!.anchor}
        onActivate={(id) => {
          setActive(id as FaqCategoryId);
          navigate(`?category=${id}`, { replace: true, preventScrollReset: true });
        }}
      />
      <div className={styles.panels} data-enhanced={hydrated ? "" : undefined}>
        {categories.map((category) => (
          <section
            key={category.id}
            id={category.anchor}
            role="tabpanel"
            aria-labelledby={`faq-tab-${category.id}`}
            tabIndex={0}
            className={styles.panel}
            data-active={category.id === active}
          >
            <h2>{category.title}</h2>
            {category.entries.map((entry) => (
              <details key={entry.question} name={`faq-${category.id}`} className={styles.question}>
                <summary className={styles.summary}>{entry.question}</summary>
                <p className={styles.answer}>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
