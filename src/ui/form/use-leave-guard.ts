import { useEffect } from 'react';
import { localPath } from '../../config/paths';
import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { askConfirm } from '../../state/confirm';
import { followedLink } from '../link/followed-link';

// the screen an address shows, whatever its language: a language switch keeps the screen, and the form with it
const screenOf = (url: URL) => `${localPath(url.pathname)?.path ?? url.pathname}${url.search}`;

/** The app's own link a plain click follows to another screen (not a new tab, a download or another site). */
function linkAway(event: MouseEvent): HTMLAnchorElement | null {
  const link = event.defaultPrevented ? null : followedLink(event);
  if (!link) return null;
  const to = new URL(link.href);
  const here = new URL(window.location.href);
  return to.origin === here.origin && screenOf(to) !== screenOf(here) ? link : null;
}

/**
 * Asks before the values of a form are left unsaved, while `changed`. The router cannot hold a
 * navigation back, so a click on a link of the app that leads to another screen (the menu, the
 * form's way back) is caught at the document before the link sees it, and asked about with the
 * app's confirm; leaving clicks the link again. Closing the tab, a reload or another site get the
 * browser's own question (beforeunload). A form that saved navigates by code, which is not asked
 * about; Back and Forward are not caught.
 */
export function useLeaveGuard(changed: boolean): void {
  const t = useTexts(controlsTexts).form;
  useEffect(() => {
    if (!changed) return;
    let leaving = false;
    const onClick = (event: MouseEvent) => {
      const link = leaving ? null : linkAway(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      void askConfirm({ title: t.leaveTitle, text: t.leaveText, confirmLabel: t.leave, danger: true }).then((sure) => {
        if (!sure) return;
        leaving = true;
        link.click();
        leaving = false;
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // browsers before Chrome 119 ask only for a return value
      event.returnValue = true;
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [changed, t]);
}
