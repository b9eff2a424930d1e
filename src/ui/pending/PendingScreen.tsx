import { ka } from '../../i18n/ka';

type ScreenName = keyof typeof ka.screens;

/** A route whose screen is delivered by a later issue: its heading only (foundation, §2). */
export function PendingScreen({ name }: { name: ScreenName }) {
  return (
    <div className="page">
      <h1>{ka.screens[name]}</h1>
      <p>{ka.pending}</p>
    </div>
  );
}
