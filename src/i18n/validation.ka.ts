// The §5 validation messages, one per rule of src/domain/rules.ts (same names).
import type { Widen } from './texts';

export const validationKa = {
  required: 'გთხოვთ, შეავსოთ ველი',
  email: 'შეიყვანეთ სწორი ელ-ფოსტა',
  validatePhone: 'შეიყვანეთ სწორი ტელეფონის ნომერი',
  validatePassword: 'პაროლი უნდა შეიცავდეს მინიმუმ 1 დიდ ასოს, 1 პატარა ასოს და 1 ციფრს',
  // wrongFormatError: the format a field expects (Georgian keeps §5's one message)
  wrongFormatError: {
    wholeNumber: 'არასწორი ფორმატი',
    floor: 'არასწორი ფორმატი',
    amount: 'არასწორი ფორმატი',
    code: 'არასწორი ფორმატი',
    youtube: 'არასწორი ფორმატი',
  },
  sameLengthError: 'სიგრძე არ ემთხვევა',
  sameAs: 'პაროლები არ ემთხვევა',
  maxLength: (_max: number) => 'სიმბოლოების ლიმიტი გადაჭარბებულია',
  numeric: 'მნიშვნელობა უნდა იყოს რიცხვი',
  requiredMainImg: 'მთავარი ფოტო სავალდებულოა',
  onlyOneMainImg: 'მთავარი შეიძლება იყოს მხოლოდ 1 ფოტო',
  requiredFlatImg: 'სავალდებულოა მინიმუმ ორი ფოტო',
  maxLengthArrayImg_10: 'გალერეაში მაქსიმუმ 10 ფოტოა დასაშვები',
  requiredMainAndFlatImg: 'სავალდებულოა მთავარი ფოტო და გალერეაში მინიმუმ ორი ფოტო',
  validateNumber: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა',
  maxValue: (max: string) => `მნიშვნელობა არ უნდა აღემატებოდეს ${max}-ს`,
} as const;

export type ValidationTexts = Widen<typeof validationKa>;
export default validationKa;
