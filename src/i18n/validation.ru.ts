// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { ValidationTexts } from './validation.ka';

const texts: ValidationTexts = {
  required: 'გთხოვთ, შეავსოთ ველი',
  email: 'შეიყვანეთ სწორი ელ-ფოსტა',
  validatePhone: 'შეიყვანეთ სწორი ტელეფონის ნომერი',
  validatePassword: 'პაროლი უნდა შეიცავდეს მინიმუმ 1 დიდ ასოს, 1 პატარა ასოს და 1 ციფრს',
  wrongFormatError: 'არასწორი ფორმატი',
  sameLengthError: 'სიგრძე არ ემთხვევა',
  sameAs: 'პაროლები არ ემთხვევა',
  maxLength: 'სიმბოლოების ლიმიტი გადაჭარბებულია',
  numeric: 'მნიშვნელობა უნდა იყოს რიცხვი',
  requiredMainImg: 'მთავარი ფოტო სავალდებულოა',
  onlyOneMainImg: 'მთავარი შეიძლება იყოს მხოლოდ 1 ფოტო',
  requiredFlatImg: 'სავალდებულოა მინიმუმ ორი ფოტო',
  maxLengthArrayImg_10: 'გალერეაში მაქსიმუმ 10 ფოტოა დასაშვები',
  requiredMainAndFlatImg: 'სავალდებულოა მთავარი ფოტო და გალერეაში მინიმუმ ორი ფოტო',
  validateNumber: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა',
  maxValue: (max: string) => `მნიშვნელობა არ უნდა აღემატებოდეს ${max}-ს`,
};

export default texts;
