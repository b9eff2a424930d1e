// The market page's data by one name each, from the contract.
import type { components, paths } from '../../api/schema.gen';

export type MarketAnswer = paths['/api/market/districts']['get']['responses'][200]['content']['application/json'];
export type MarketDistrict = components['schemas']['MarketDistrict'];
export type MarketPoint = components['schemas']['MarketPoint'];
export type MarketPeriod = components['schemas']['MarketPeriod'];
export type MarketScope = components['schemas']['MarketScope'];
