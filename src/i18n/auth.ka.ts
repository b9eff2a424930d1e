// Texts of the sign-in, registration and password screens; headings are the app catalogue's screens.
import type { Widen } from './catalogues';

export const authKa = {
  aside: {
    title: 'იპოვეთ სახლი, რომელიც გიხდებათ',
    text: 'ბინები იყიდება და ქირავდება მთელ საქართველოში — ყოველდღე ახალი განცხადებებით.',
    benefits: [
      'განცხადების განთავსება რამდენიმე წუთში',
      'შენახული ბინები და მიმოწერა ერთ სივრცეში',
      'ანგარიში დაცულია SMS კოდით',
    ],
    adminTitle: 'Realt-ის მართვის პანელი',
    adminText: 'მომხმარებლები, მოდერაცია, ტარიფები და ფინანსები — ერთ სივრცეში.',
  },
  homeLink: 'Realt — მთავარი გვერდი',
  backToLogin: 'შესვლაზე დაბრუნება',
  // a refusal other than a 422 (which is the server's answer to the request): the app's own words
  refused: 'მოთხოვნა ვერ შესრულდა. სცადეთ თავიდან.',
  fields: {
    phone: 'ტელეფონის ნომერი',
    email: 'ელ-ფოსტა',
    password: 'პაროლი',
    newPassword: 'ახალი პაროლი',
    passwordConfirmation: 'გაიმეორეთ პაროლი',
    passwordHint: 'მინიმუმ 1 დიდი ასო, 1 პატარა ასო და 1 ციფრი',
    name: 'სახელი',
    surname: 'გვარი',
    code: 'კოდი',
    codeHint: '4 ციფრი',
  },
  method: {
    legend: 'როგორ გსურთ?',
    phone: 'ტელეფონით',
    email: 'ელ-ფოსტით',
  },
  login: {
    lead: 'შედით ანგარიშზე, რომ მართოთ თქვენი განცხადებები და შენახული ბინები.',
    // the lead when a guest's Save or Message sent them here
    leadFor: { save: 'შედით ანგარიშზე, რომ შეინახოთ ეს განცხადება.', message: 'შედით ანგარიშზე, რომ მისწეროთ განცხადების ავტორს.' },
    submit: 'შესვლა',
    forgot: 'დაგავიწყდათ პაროლი?',
    noAccount: 'ჯერ არ გაქვთ ანგარიში?',
    register: 'დარეგისტრირდით',
    wrong: 'ტელეფონის ნომერი, ელ-ფოსტა ან პაროლი არასწორია. შეამოწმეთ და სცადეთ თავიდან.',
    /** a sign-in that the browser's blocked storage cannot keep past this page */
    notKept: 'ბრაუზერი საიტს მონაცემების შენახვის ნებას არ აძლევს: გვერდის განახლების ან დახურვის შემდეგ ხელახლა შესვლა მოგიწევთ.',
  },
  adminLogin: {
    lead: 'მართვის პანელში შესასვლელად გამოიყენეთ ადმინისტრატორის ან მოდერატორის ანგარიში.',
    badge: 'მართვის პანელი',
  },
  register: {
    lead: 'შექმენით ანგარიში და განათავსეთ განცხადება. ნომერს დავადასტურებთ SMS კოდით.',
    // the lead when a guest's Save or Message sent them to sign in, and on here
    leadFor: { save: 'დარეგისტრირდით, რომ შეინახოთ ეს განცხადება.', message: 'დარეგისტრირდით, რომ მისწეროთ განცხადების ავტორს.' },
    submit: 'კოდის მიღება',
    haveAccount: 'უკვე გაქვთ ანგარიში?',
    login: 'შესვლა',
  },
  code: {
    sentToPhone: 'ოთხნიშნა კოდი გამოგზავნილია ნომერზე',
    sentToEmail: 'ოთხნიშნა კოდი გამოგზავნილია მისამართზე',
    submit: 'დადასტურება',
    noCode: 'კოდი არ მოგივიდათ?',
    resend: 'ხელახლა გაგზავნა',
    resendIn: (time: string) => `${time}-ში`,
    resent: 'ახალი კოდი გაიგზავნა.',
    // sending a code was refused with anything but a 422
    sendFailed: 'კოდის გაგზავნა ვერ მოხერხდა. სცადეთ თავიდან.',
    changeData: 'მონაცემების შეცვლა',
    // the password typed on the register form is kept in memory only: a reload forgets it
    passwordAgain: 'უსაფრთხოებისთვის პაროლს არ ვინახავთ. შეიყვანეთ ის ხელახლა.',
    missing: 'დასადასტურებელი მოთხოვნა ვერ მოიძებნა — შესაძლოა უკვე დასრულებულია. დაიწყეთ თავიდან.',
    startRegister: 'რეგისტრაციის დაწყება',
    startReset: 'პაროლის აღდგენის დაწყება',
  },
  reset: {
    lead: 'მიუთითეთ ანგარიშის ტელეფონი ან ელ-ფოსტა — გამოგიგზავნით დადასტურების კოდს.',
    submit: 'კოდის გაგზავნა',
  },
  createPassword: {
    lead: 'მოიფიქრეთ ახალი პაროლი თქვენი ანგარიშისთვის.',
    submit: 'პაროლის შენახვა',
    changed: 'პაროლი შეიცვალა. შედით ახალი პაროლით.',
    newCode: 'ახალი კოდის მოთხოვნა',
    missing: 'ჯერ დაადასტურეთ კოდი, შემდეგ შექმენით ახალი პაროლი.',
  },
  social: {
    google: 'Google-ით შესვლა',
    facebook: 'Facebook-ით შესვლა',
    or: 'ან',
    progress: 'მიმდინარეობს შესვლა…',
    missingToken: 'სოციალური ქსელიდან შესვლის მონაცემი ვერ მივიღეთ. სცადეთ თავიდან.',
    failed: 'შესვლა ვერ დადასტურდა. სცადეთ თავიდან ან შედით პაროლით.',
    // the return does not carry the state this tab started with: a link from elsewhere
    invalidLink: 'შესვლის ბმული არ არის ძალაში — ის ამ ბრაუზერიდან არ დაწყებულა. შესვლის გასაგრძელებლად შედით თავიდან.',
    signInAgain: 'თავიდან შესვლა',
    switchTitle: 'სხვა ანგარიშზე გადასვლა?',
    switchQuestion: (name: string) => `თქვენ შესული ხართ როგორც ${name}. გსურთ ახალ ანგარიშზე გადასვლა?`,
    switchQuestionUnnamed: 'თქვენ უკვე შესული ხართ სხვა ანგარიშით. გსურთ ახალ ანგარიშზე გადასვლა?',
    switchContinue: 'გადასვლა',
    switchCancel: 'დარჩენა მიმდინარე ანგარიშზე',
  },
} as const;

export type AuthTexts = Widen<typeof authKa>;
export default authKa;
