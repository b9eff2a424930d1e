import { object, string } from 'yup';
import type { Rules } from '../../domain/rules';
import { SEARCH_NAME_MAX } from '../../domain/limits';

/** A saved search's name: required, at most 80 characters (the contract's SavedSearchName). */
export const searchNameSchema = (r: Rules) => object({ name: string().default('').test(r.required).test(r.maxLength(SEARCH_NAME_MAX)) });
