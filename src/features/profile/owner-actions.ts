// The owner's menu of §4: which actions a listing offers, by its status and its paid services.
import type { components } from '../../api/schema.gen';
import type { ListingCard, ListingStatus } from '../../domain/listing';
import { formatList } from '../../domain/format';
import type { Lang } from '../../i18n/lang';
import { runningServices } from '../../domain/promotion';

type TariffName = components['schemas']['TariffName'];

export type OwnerAction = 'edit' | 'activate' | 'remoderate' | 'changeTariff' | 'cancelTariff' | 'deactivate' | 'delete';

export const STATUS = { moderation: 1, active: 2, rejected: 3, inactive: 4 } as const;

/** A paid tariff, the raising service or the colouring still running: what blocks deactivation (§4). */
export function hasPaidService(card: ListingCard, now: number = Date.now()): boolean {
  return runningServices(card, now).length > 0;
}

/** §4: any status may go to inactive, but only once no paid tariff or service is left. */
export function canDeactivate(card: ListingCard, now: number = Date.now()): boolean {
  return card.status !== STATUS.inactive && !hasPaidService(card, now);
}

/**
 * The actions the menu lists, in display order. Deactivation is listed even while a paid service
 * blocks it, so that choosing it can tell the owner why (§4 message) instead of hiding the way.
 */
export function ownerActions(card: ListingCard, now: number = Date.now()): OwnerAction[] {
  const actions: OwnerAction[] = [];
  if (card.status !== STATUS.moderation) actions.push('edit');
  if (card.status === STATUS.inactive) actions.push('activate');
  if (card.status === STATUS.rejected) actions.push('remoderate');
  // promotion only shows on a published listing, so it is sold for active ones only
  if (card.status === STATUS.active) actions.push('changeTariff');
  // cancelling is how a paid service is removed, the step §4 asks for before deactivation
  if (hasPaidService(card, now)) actions.push('cancelTariff');
  if (card.status !== STATUS.inactive) actions.push('deactivate');
  actions.push('delete');
  return actions;
}

/** The status a transition of the menu asks PUT /api/change-status for. */
export const targetStatus = {
  deactivate: STATUS.inactive,
  activate: STATUS.active,
  remoderate: STATUS.moderation,
} as const satisfies Partial<Record<OwnerAction, ListingStatus>>;

export type StatusAction = keyof typeof targetStatus;

export function isStatusAction(action: OwnerAction): action is StatusAction {
  return action in targetStatus;
}

/**
 * What cancelling removes, by name, for the menu and its confirmation: "VIP", "Bump to top",
 * "VIP and Colour highlight" (`label`: a tariff's or service's name in `lang`); ended ones are not named.
 */
export function cancelledServices(card: ListingCard, label: (name: TariffName) => string, lang: Lang, now: number = Date.now()): string {
  return formatList(
    runningServices(card, now).map((service) => label(service.name)),
    lang,
  );
}
