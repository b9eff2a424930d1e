import { object, string } from 'yup';
import { maxLength, required } from '../../domain/rules';
import { SEARCH_NAME_MAX } from '../../domain/saved-search';

/** A saved search's name: required, at most 80 characters (the contract's SavedSearchName). */
export const searchNameSchema = object({ name: string().default('').test(required).test(maxLength(SEARCH_NAME_MAX)) });
