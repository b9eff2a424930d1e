// §5/§9 limits as plain numbers, free of the rule messages, so a screen that only needs a limit
// does not load the validation texts with it.

/** Default maximum length of a text input (§5, §9). */
export const TEXT_MAX_LENGTH = 1000;

/** The digits of a code sent by SMS (§2). */
export const SMS_CODE_LENGTH = 4;

/** Most photos the listing gallery holds, and fewest it needs (§9). */
export const GALLERY_MAX = 10;
export const GALLERY_MIN = 2;

/** The longest name a saved search may have (the contract's SavedSearchName). */
export const SEARCH_NAME_MAX = 80;

/** Most days a tariff runs or a promotion is bought for: a year, as the API takes it. */
export const MAX_TARIFF_DAYS = 365;
