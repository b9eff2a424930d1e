// What only the last step needs, one chunk: its tariff picker and the dialogs a save or a payment
// opens (which only happens there).
export { InsufficientFundsDialog } from '../../../ui/tariff-order/InsufficientFundsDialog';
export { StepTariff } from '../steps/StepTariff';
export { GuestDialog } from './GuestDialog';
export { SavedDialog } from './SavedDialog';
