// The §5 validation messages, one per rule of src/domain/rules.ts (same names).
import { formatNumber } from '../domain/format';
import type { Widen } from './catalogues';

export const validationKa = {
  required: 'გთხოვთ, შეავსოთ ველი',
  email: 'შეიყვანეთ სწორი ელ-ფოსტა',
  validatePhone: 'შეიყვანეთ სწორი ტელეფონის ნომერი',
  validatePassword: 'პაროლი უნდა შეიცავდეს მინიმუმ 1 დიდ ასოს, 1 პატარა ასოს და 1 ციფრს',
  // wrongFormatError: §5's one message, and the format the field expects
  wrongFormatError: {
    wholeNumber: 'არასწორი ფორმატი: შეიყვანეთ მთელი რიცხვი, ათწილადის გარეშე',
    floor: 'არასწორი ფორმატი: შეიყვანეთ სართული მთელი რიცხვით (სარდაფისთვის -1-დან -5-მდე)',
    amount: 'არასწორი ფორმატი: შეიყვანეთ თანხა მაქსიმუმ 2 ათწილადი ნიშნით, მაგ. 12.50',
    code: 'არასწორი ფორმატი: შეიყვანეთ მხოლოდ ციფრები',
    youtube: 'არასწორი ფორმატი: ჩასვით YouTube-ის ვიდეოს ბმული, მაგ. https://www.youtube.com/watch?v=…',
  },
  amountGrouping: 'ათასები ჰარით გამოყავით (1 000), ათწილადი კი — მაქსიმუმ ორი ციფრით (1.50)',
  // sameLengthError: §5's message, and the length the field expects (the one field it checks is a code)
  sameLengthError: (length: number) => `სიგრძე არ ემთხვევა: შეიყვანეთ ${formatNumber(length, 'ka')}-ვე ციფრი`,
  sameAs: 'პაროლები არ ემთხვევა',
  maxLength: (_max: number) => 'სიმბოლოების ლიმიტი გადაჭარბებულია',
  numeric: 'შეიყვანეთ რიცხვი ციფრებით',
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
