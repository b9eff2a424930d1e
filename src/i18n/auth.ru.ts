// Texts of the sign-in, registration and password screens; headings are the app catalogue's screens.
import type { AuthTexts } from './auth.ka';

const texts: AuthTexts = {
  aside: {
    title: 'Найдите дом, который вам подходит',
    text: 'Квартиры на продажу и в аренду по всей Грузии — новые объявления каждый день.',
    benefits: [
      'Размещение объявления за несколько минут',
      'Сохранённые объявления и переписка в одном месте',
      'Аккаунт защищён SMS-кодом',
    ],
    adminTitle: 'Панель управления Realt',
    adminText: 'Пользователи, модерация, тарифы и финансы — в одном месте.',
  },
  homeLink: 'Realt — главная страница',
  backToLogin: 'Вернуться ко входу',
  // a refusal other than a 422 (which is the server's answer to the request): the app's own words
  refused: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
  fields: {
    phone: 'Номер телефона',
    email: 'Эл. почта',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    passwordConfirmation: 'Повторите пароль',
    passwordHint: 'Минимум 1 заглавная буква, 1 строчная буква и 1 цифра',
    name: 'Имя',
    surname: 'Фамилия',
    code: 'Код',
    codeHint: '4 цифры',
  },
  method: {
    legend: 'Телефон или эл. почта',
    phone: 'По телефону',
    email: 'По эл. почте',
  },
  login: {
    lead: 'Войдите, чтобы управлять своими и сохранёнными объявлениями.',
    // the lead when a guest's Save or Message sent them here
    leadFor: { save: 'Войдите, чтобы сохранить это объявление.', message: 'Войдите, чтобы написать автору объявления.' },
    submit: 'Войти',
    forgot: 'Забыли пароль?',
    noAccount: 'Ещё нет аккаунта?',
    register: 'Зарегистрируйтесь',
    wrong: 'Неверный номер телефона, эл. почта или пароль. Проверьте данные и попробуйте ещё раз.',
    notKept: 'Браузер не разрешает сайту сохранять данные: после перезагрузки или закрытия страницы войти придётся снова.',
  },
  adminLogin: {
    lead: 'Для входа в панель управления используйте аккаунт администратора или модератора.',
    badge: 'Панель управления',
  },
  register: {
    lead: 'Зарегистрируйтесь и разместите объявление. Номер телефона мы подтвердим SMS-кодом.',
    // the lead when a guest's Save or Message sent them to sign in, and on here
    leadFor: { save: 'Зарегистрируйтесь, чтобы сохранить это объявление.', message: 'Зарегистрируйтесь, чтобы написать автору объявления.' },
    submit: 'Получить код',
    haveAccount: 'Уже есть аккаунт?',
    login: 'Войти',
  },
  code: {
    sentToPhone: 'Четырёхзначный код отправлен на номер',
    sentToEmail: 'Четырёхзначный код отправлен на адрес',
    submit: 'Подтвердить',
    noCode: 'Не пришёл код?',
    resend: 'Отправить ещё раз',
    resendIn: (time: string) => `через ${time}`,
    resent: 'Новый код отправлен.',
    // sending a code was refused with anything but a 422
    sendFailed: 'Не удалось отправить код. Попробуйте ещё раз.',
    changeData: 'Изменить данные',
    // the password typed on the register form is kept in memory only: a reload forgets it
    passwordAgain: 'В целях безопасности мы не храним пароль. Введите его ещё раз.',
    missing: 'Запрос на подтверждение не найден — возможно, он уже завершён. Начните заново.',
    startRegister: 'Начать регистрацию',
    startReset: 'Восстановить пароль',
  },
  reset: {
    lead: 'Укажите телефон или эл. почту аккаунта — мы отправим код подтверждения.',
    submit: 'Отправить код',
  },
  createPassword: {
    lead: 'Придумайте новый пароль для своего аккаунта.',
    submit: 'Сохранить пароль',
    changed: 'Пароль изменён. Войдите с новым паролем.',
    newCode: 'Запросить новый код',
    missing: 'Сначала подтвердите код, затем создайте новый пароль.',
  },
  social: {
    google: 'Войти через Google',
    facebook: 'Войти через Facebook',
    or: 'или',
    progress: 'Выполняется вход…',
    missingToken: 'Не удалось получить данные для входа из соцсети. Попробуйте ещё раз.',
    failed: 'Не удалось подтвердить вход. Попробуйте ещё раз или войдите с паролем.',
    // the return does not carry the state this tab started with: a link from elsewhere
    invalidLink: 'Ссылка для входа недействительна: вход был начат не в этом браузере. Чтобы продолжить, войдите заново.',
    signInAgain: 'Войти заново',
    switchTitle: 'Перейти в другой аккаунт?',
    switchQuestion: (name: string) => `Вы вошли как ${name}. Перейти в новый аккаунт?`,
    switchQuestionUnnamed: 'Вы уже вошли в другой аккаунт. Перейти в новый?',
    switchContinue: 'Перейти',
    switchCancel: 'Остаться в текущем аккаунте',
  },
};

export default texts;
