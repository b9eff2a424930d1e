import { useId, useLayoutEffect, useRef } from 'react';
import { profileTexts } from '../../../i18n/catalogues';
import { labelOf, useOptions } from '../../../domain/options';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { busyProps } from '../../../ui/button/busy';
import { cancelledServices, ownerActions, type OwnerAction } from '../owner-actions';
import './owner-menu.css';
import type { ListingCard } from '../../../domain/listing';

interface Props {
  card: ListingCard;
  /** an action of this listing is in flight */
  busy: boolean;
  /** another listing's action is in flight: one change at a time */
  disabled: boolean;
  onAction: (action: OwnerAction, card: ListingCard) => void;
}

const GAP = 6;

/**
 * The owner's card menu (§2, §4). The list is a native popover: it sits in the top layer, so the
 * card's rounded, overflow-hidden photo cannot clip it, and the browser gives light dismiss
 * (outside click, Escape with focus returned to the button) and the expanded state for free.
 */
export function OwnerMenu({ card, busy, disabled, onAction }: Props) {
  const t = useTexts(profileTexts).menu;
  const o = useOptions();
  const lang = useLang();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  // before the paint: a press right after it must find the menu watched
  useLayoutEffect(() => {
    const popover = list.current;
    const button = trigger.current;
    if (!popover || !button) return;
    let openedAt = 0;
    // like the other dropdowns (§4), a scroll closes it rather than leaving it behind. A scroll
    // event reports a scroll at the next frame: one that ended before the menu opened (the
    // trigger scrolled into view and tapped) leaves the page where it was and closes nothing
    const onScroll = (event: Event) => {
      if (event.target === document && window.scrollY === openedAt) return;
      popover.hidePopover();
    };
    // the keyboard gone on past it (Tab) or back before it: it closes, as a dropdown does when left.
    // Watched from the start, not from the toggle event, which comes a task after the opening: a
    // loaded page can handle the keys that leave the menu first
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (popover.matches(':popover-open') && next instanceof Node && !popover.contains(next) && next !== button) popover.hidePopover();
    };
    const watched: HTMLElement[] = [popover, button];
    for (const node of watched) node.addEventListener('focusout', onFocusOut);
    const follow = () => place(popover, button.getBoundingClientRect());
    const stop = () => {
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', follow);
    };
    const opened = () => {
      follow();
      openedAt = window.scrollY;
      window.addEventListener('scroll', onScroll, true);
      window.addEventListener('resize', follow);
    };
    const onToggle = (event: Event) => {
      if (!(event instanceof ToggleEvent)) return;
      if (event.newState === 'open') opened();
      else stop();
    };
    popover.addEventListener('toggle', onToggle);
    // opened before this ran (the button works before the page's code has set this up): as if now
    if (popover.matches(':popover-open')) opened();
    return () => {
      popover.removeEventListener('toggle', onToggle);
      for (const node of watched) node.removeEventListener('focusout', onFocusOut);
      stop();
    };
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="owner-menu__trigger"
        popoverTarget={listId}
        aria-label={t.open(card.title)}
        {...busyProps({ busy, disabled })}
      >
        <span aria-hidden="true">{busy ? '' : '⋮'}</span>
      </button>
      <ul ref={list} id={listId} popover="auto" className="owner-menu__list">
        {ownerActions(card).map((action) => (
          <li key={action}>
            <button
              type="button"
              className={`owner-menu__item${action === 'delete' ? ' owner-menu__item--danger' : ''}`}
              onClick={() => {
                list.current?.hidePopover();
                onAction(action, card);
              }}
            >
              {action === 'cancelTariff' ? t.cancelTariff(cancelledServices(card, (name) => labelOf(o.tariffNames, name), lang)) : t[action]}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Below the button, right-aligned with it; above it when the viewport has no room below. */
function place(popover: HTMLElement, anchor: DOMRect) {
  const { offsetWidth: width, offsetHeight: height } = popover;
  const left = Math.max(GAP, Math.min(anchor.right - width, window.innerWidth - width - GAP));
  const below = anchor.bottom + GAP;
  const top = below + height <= window.innerHeight - GAP ? below : Math.max(GAP, anchor.top - GAP - height);
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}
