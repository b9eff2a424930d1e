// The §5 validation messages in Russian, one per rule of src/domain/rules.ts (same names).
import { formatNumber } from '../domain/format';
import type { ValidationTexts } from './validation.ka';
import { plural } from './lang';

const texts: ValidationTexts = {
  required: 'Заполните это поле',
  email: 'Введите корректный адрес электронной почты',
  validatePhone: 'Введите корректный номер телефона',
  validatePassword: 'Пароль должен содержать минимум 1 заглавную букву, 1 строчную букву и 1 цифру',
  wrongFormatError: {
    wholeNumber: 'Введите целое число, без дробной части',
    floor: 'Введите этаж целым числом (от -1 до -5 для подвала)',
    amount: 'Введите сумму не больше чем с двумя знаками после запятой, например 12,50',
    code: 'Введите только цифры',
    youtube: 'Вставьте ссылку на видео YouTube, например https://www.youtube.com/watch?v=…',
  },
  amountGrouping: 'Пишите тысячи через пробел (1 000), дробную часть — не более двух знаков после запятой (1,50)',
  sameLengthError: (length: number) => `Введите все ${formatNumber(length, 'ru')} ${plural('ru', length, { one: 'цифру', few: 'цифры', other: 'цифр' })}`,
  sameAs: 'Пароли не совпадают',
  maxLength: (max: number) => `Используйте не больше ${formatNumber(max, 'ru')} ${plural('ru', max, { one: 'символа', other: 'символов' })}`,
  numeric: 'Введите число цифрами',
  requiredMainImg: 'Добавьте главное фото',
  onlyOneMainImg: 'Главным может быть только 1 фото',
  requiredFlatImg: 'Нужно минимум два фото',
  maxLengthArrayImg_10: 'В галерее может быть не больше 10 фото',
  requiredMainAndFlatImg: 'Нужны главное фото и минимум два фото в галерее',
  validateNumber: 'Допустимы только значения больше 0',
  maxValue: (max: string) => `Значение не должно превышать ${max}`,
};

export default texts;
