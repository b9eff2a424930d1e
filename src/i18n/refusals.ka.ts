// The app's own words for the refusals it knows by their `code` (src/api/refusal.ts): in
// Georgian, §8's, the server's texts. Apart from the shell's texts: they are asked for only when
// the server refuses something (src/api/middleware/errors.ts), not by every page's first load.
import type { Widen } from './catalogues';

// a refusal a form's own check also makes (an empty field) is worded as that check, validation.*.ts
export const refusalsKa = {
  user_blocked: 'თქვენი ანგარიში დაბლოკილია. დახმარებისთვის დაუკავშირდით მხარდაჭერის სამსახურს.',
  wrong_credentials: 'ტელეფონის ნომერი, ელ-ფოსტა ან პაროლი არასწორია. შეამოწმეთ და სცადეთ თავიდან.',
  unknown_user: 'მომხმარებელი ვერ მოიძებნა',
  phone_taken: 'ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია',
  email_taken: 'ეს ელ-ფოსტა უკვე დარეგისტრირებულია',
  code_wrong: 'კოდი არასწორია',
  code_expired: 'კოდს ვადა გაუვიდა, მოითხოვეთ ახალი კოდი',
  code_too_soon: 'ძალიან ბევრი მცდელობა, სცადეთ 1 წუთის შემდეგ',
  password_weak: 'პაროლი უნდა შეიცავდეს მინიმუმ 1 დიდ ასოს, 1 პატარა ასოს და 1 ციფრს',
  passwords_differ: 'პაროლები არ ემთხვევა',
  old_password_wrong: 'მიმდინარე პაროლი არასწორია',
  field_required: 'გთხოვთ, შეავსოთ ველი',
  email_invalid: 'შეიყვანეთ სწორი ელ-ფოსტა',
  not_a_number: 'შეიყვანეთ რიცხვი ციფრებით',
  not_positive: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა',
  invalid_choice: 'ეს აღარ არის ხელმისაწვდომი. გადატვირთეთ გვერდი და სცადეთ თავიდან.',
  own_announcement: 'საკუთარი განცხადების შენახვა შეუძლებელია',
  image_not_image: 'ეს ფაილი არ არის ფოტო. აირჩიეთ JPEG, PNG ან WebP სურათი.',
  image_too_large: 'ფოტო 10 მბ-ზე დიდია. აირჩიეთ 10 მბ-მდე ფოტო ან შეამცირეთ მისი ზომა.',
  pin_outside: 'რუკაზე ნიშნული საქართველოს ფარგლებს გარეთაა. გადაიტანეთ ის იქ, სადაც ქონება მდებარეობს.',
  too_many_photos: 'გალერეაში მაქსიმუმ 10 ფოტოა დასაშვები. ახლის დამატებამდე წაშალეთ ერთი.',
  paid_service_active: 'განცხადებას აქვს ფასიანი ტარიფი ან სერვისი. დეაქტივაციამდე გააუქმეთ ის.',
  status_change_not_allowed: 'განცხადების სტატუსის ასე შეცვლა შეუძლებელია. გადატვირთეთ გვერდი, რომ ნახოთ მიმდინარე სტატუსი.',
  no_days_left: 'გადახდილი დღეები აღარ დარჩა, ამიტომ დასაბრუნებელი თანხა არ არის.',
  top_up_too_large: 'თანხა არ უნდა აღემატებოდეს 5 000 ლარს.',
  saved_search_limit: 'შეგიძლიათ შეინახოთ მაქსიმუმ 50 ძიება',
  saved_search_name: 'სახელი სავალდებულოა და არ უნდა აღემატებოდეს 80 სიმბოლოს',
  not_found: 'ეს აღარ არსებობს. გადატვირთეთ გვერდი.',
  forbidden: 'ამ მოქმედების შესრულების უფლება არ გაქვთ',
  district_exists: 'ამ სახელით უბანი უკვე არსებობს',
  district_has_listings: 'უბანს მიბმული აქვს განცხადებები, ამიტომ მისი წაშლა შეუძლებელია.',
  banners_outdated: 'ბანერების სია შეიცვალა. განაახლეთ გვერდი და სცადეთ თავიდან.',
  user_has_balance: 'მომხმარებლის წაშლა შეუძლებელია: საფულეში დარჩენილია თანხა. ჯერ ჩამოჭერით ან დაუბრუნეთ ის.',
  balance_too_low: 'ჩამოჭრა შეუძლებელია: მომხმარებლის ბალანსი ამ თანხაზე ნაკლებია. შეიყვანეთ უფრო მცირე თანხა.',
  days_too_many: 'დღეების რაოდენობა არ უნდა აღემატებოდეს 365-ს',
  link_format: 'ჩასვით Telegram-ის პოსტის ბმული, მაგ. https://t.me/realt_ge/123.',
  coefficient_range: 'კოეფიციენტი უნდა იყოს 0-ზე მეტი და არაუმეტეს 10-ისა',
  max_days_below_min: 'მაქსიმალური დღეები უნდა იყოს მინიმალურზე მეტი ან ტოლი',
  date_range: 'საბოლოო თარიღი არ უნდა იყოს საწყისზე ადრე',
} as const;

export type RefusalsTexts = Widen<typeof refusalsKa>;
export default refusalsKa;
