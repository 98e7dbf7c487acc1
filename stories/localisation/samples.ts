/**
 * Real text in other languages for the stories (issue 17: right to left with English words put the
 * punctuation at the wrong end, "?Delete this Pin"). Hebrew and Arabic are written right to left;
 * German has the long compound words and long labels that test truncation and wrapping. Every story
 * that shows another language takes its words from here.
 *
 * What a person types (pin titles, board names) is in the language; what the kit writes itself
 * (Save, Open, "Saved to …") comes from @tessera/model's messages, which are English only.
 */
import type { Direction } from '@tessera/ui';

export interface LanguageSample {
  /** BCP 47 language tag, for the lang attribute (fonts, screen reader voice, hyphenation). */
  lang: string;
  /** The locale react-aria formats and moves by. */
  locale: string;
  direction: Direction;
  /** The language's name in itself, as a designer finds it in the sidebar. */
  name: string;
  /** A pin title longer than a grid card's lines. */
  pinTitle: string;
  /** Who saved the pin. */
  pinnerName: string;
  /** A board name that fits. */
  boardName: string;
  /** A board name longer than the saved overlay's cut. */
  longBoardName: string;
  /** A section of `boardName`. */
  sectionName: string;
  /** More boards, for the board picker. */
  otherBoards: readonly string[];
  /** The site's question before deleting a pin, and its two answers. */
  deleteQuestion: { heading: string; body: string; confirm: string; cancel: string };
  /** A toast after a save, naming the board; and its action. */
  savedToast: (board: string) => string;
  change: string;
  /** Button labels: Save, Open, then a long one. */
  buttons: readonly [string, string, string];
  /** Send, the name of the share icon button. */
  send: string;
  /** What a star rating says. */
  ratingLabel: (rating: number, max: number) => string;
  /** The board editor of the Modal stories: its opener, heading, sentence and answers. */
  editBoard: { open: string; heading: string; body: string; cancel: string; done: string };
  /** A numbered placeholder (a carousel slide, a grid box). */
  item: (n: number) => string;
  /** The name of the search tabs' list. */
  searchLabel: string;
  /** The search tabs, by the model's SEARCH_TAB_INDEX names. */
  searchTabs: Readonly<Record<string, string>>;
  /** What the search tab's panel says, for a search of `query`. */
  searchPanel: (tab: string) => string;
  /** Annotation tags (More information). */
  tags: readonly string[];
  /** A short heading and a paragraph, for the theme sample. */
  heading: string;
  paragraph: string;
}

export const HEBREW: LanguageSample = {
  lang: 'he',
  locale: 'he-IL',
  direction: 'rtl',
  name: 'עברית',
  pinTitle: 'עוגת שוקולד בלי אפייה עם קרם מסקרפונה, פירות יער טריים מהשוק ורוטב קרמל מלוח בדיוק כמו של סבתא',
  pinnerName: 'נועה כהן',
  boardName: 'מתכונים לשבת',
  longBoardName: 'רעיונות לעיצוב המרפסת והגינה לקראת האביב',
  sectionName: 'עוגות',
  otherBoards: ['טיול משפחתי בגליל', 'מתנות ליום הולדת'],
  deleteQuestion: {
    heading: 'למחוק את הפין הזה?',
    body: 'אחרי שמוחקים פין, אי אפשר לשחזר אותו.',
    confirm: 'מחיקה',
    cancel: 'ביטול',
  },
  savedToast: (board) => `נשמר בלוח ${board}`,
  change: 'שינוי',
  buttons: ['שמירה', 'פתיחה', 'הוספה ללוח והתראה לכל המשתתפים'],
  send: 'שליחה',
  ratingLabel: (rating, max) => `דירוג ${rating} מתוך ${max}`,
  editBoard: {
    open: 'עריכת הלוח',
    heading: 'עריכת הלוח שלך',
    body: 'השם, התיאור והשותפים של הלוח.',
    cancel: 'ביטול',
    done: 'סיום',
  },
  item: (n) => `פריט ${n}`,
  searchLabel: 'תוצאות חיפוש',
  searchTabs: {
    pins: 'כל הפינים',
    buyable_pins: 'קניות',
    videos: 'סרטונים',
    boards: 'לוחות',
    users: 'פרופילים',
  },
  searchPanel: (tab) => `${tab} עבור ״עוגה״`,
  tags: [
    'עוגת שוקולד',
    'עוגת יום הולדת',
    'אפייה',
    'ציפוי',
    'קינוחים',
    'עוגת שכבות',
    'מתכונים קלים',
    'גנאש',
    'סוכריות צבעוניות',
    'אוכל למסיבה',
  ],
  heading: 'עוגת שוקולד קלה',
  paragraph: 'עוגת השוקולד הקלה ביותר, בקערה אחת ועם ציפוי עשיר. מוכנה בפחות משעה, וכולם אוהבים אותה.',
};

export const ARABIC: LanguageSample = {
  lang: 'ar',
  locale: 'ar-EG',
  direction: 'rtl',
  name: 'العربية',
  pinTitle:
    'كعكة الشوكولاتة بدون خبز مع كريمة الماسكاربوني والتوت الطازج من السوق وصلصة الكراميل المملحة على طريقة الجدة',
  pinnerName: 'ليلى حداد',
  boardName: 'وصفات عائلية',
  longBoardName: 'أفكار لتزيين الشرفة والحديقة في فصل الربيع',
  sectionName: 'حلويات',
  otherBoards: ['رحلة عائلية إلى البحر', 'هدايا أعياد الميلاد'],
  deleteQuestion: {
    heading: 'هل تريد حذف هذا الدبوس؟',
    body: 'بعد حذف الدبوس، لا يمكنك استعادته.',
    confirm: 'حذف',
    cancel: 'إلغاء',
  },
  savedToast: (board) => `تم الحفظ في ${board}`,
  change: 'تغيير',
  buttons: ['حفظ', 'فتح', 'إضافة إلى اللوحة وإرسال إشعار إلى جميع المشاركين'],
  send: 'إرسال',
  ratingLabel: (rating, max) => `التقييم ${rating} من ${max}`,
  editBoard: {
    open: 'تعديل اللوحة',
    heading: 'تعديل لوحتك',
    body: 'اسم اللوحة ووصفها والمشاركون فيها.',
    cancel: 'إلغاء',
    done: 'تم',
  },
  item: (n) => `عنصر ${n}`,
  searchLabel: 'نتائج البحث',
  searchTabs: {
    pins: 'كل الدبابيس',
    buyable_pins: 'تسوّق',
    videos: 'فيديوهات',
    boards: 'لوحات',
    users: 'ملفات شخصية',
  },
  searchPanel: (tab) => `${tab} عن «كعكة»`,
  tags: [
    'كعكة الشوكولاتة',
    'كعكة عيد ميلاد',
    'خَبز',
    'تزيين',
    'حلويات',
    'وصفات سهلة',
    'غاناش',
    'طعام الحفلات',
  ],
  heading: 'كعكة شوكولاتة سهلة',
  paragraph: 'أسهل كعكة شوكولاتة في وعاء واحد مع طبقة كريمية غنية، جاهزة في أقل من ساعة ويحبها الجميع.',
};

export const GERMAN: LanguageSample = {
  lang: 'de',
  locale: 'de-DE',
  direction: 'ltr',
  name: 'Deutsch',
  pinTitle:
    'Donaudampfschifffahrtsgesellschaftskapitän verrät sein Lieblingsrezept: Rinderkraftbrühe mit Grießnockerln nach Großmutters Art',
  pinnerName: 'Friederike Schwarzenberger-Hohenlohe',
  boardName: 'Weihnachtsplätzchen',
  longBoardName: 'Weihnachtsplätzchenbackrezeptesammlung',
  sectionName: 'Lebkuchen',
  otherBoards: ['Geschenkideen für die Schwiegereltern zum Hochzeitstag', 'Gartengestaltung'],
  deleteQuestion: {
    heading: 'Diesen Pin löschen?',
    body: 'Sobald du einen Pin löschst, kannst du ihn nicht wiederherstellen. Die Donaudampfschifffahrtsgesellschaftskapitänsmütze bleibt auf deiner Pinnwand.',
    confirm: 'Endgültig löschen',
    cancel: 'Behalten',
  },
  savedToast: (board) => `Auf ${board} gespeichert`,
  change: 'Ändern',
  buttons: ['Speichern', 'Öffnen', 'Benachrichtigungseinstellungen verwalten'],
  send: 'Senden',
  ratingLabel: (rating, max) => `Bewertet mit ${rating} von ${max}`,
  editBoard: {
    open: 'Pinnwand bearbeiten',
    heading: 'Deine Pinnwand bearbeiten',
    body: 'Name, Beschreibung und Mitwirkende der Pinnwand.',
    cancel: 'Abbrechen',
    done: 'Fertig',
  },
  item: (n) => `Element ${n}`,
  searchLabel: 'Suchergebnisse',
  searchTabs: {
    pins: 'Alle Pins',
    buyable_pins: 'Shop',
    videos: 'Videos',
    boards: 'Pinnwände',
    users: 'Profile',
  },
  searchPanel: (tab) => `${tab} für „Kuchen“`,
  tags: ['Donaudampfschifffahrtsgesellschaftskapitän', 'Schokoladenkuchen', 'Geburtstagstorte', 'Backen'],
  heading: 'Einfacher Schokoladenkuchen',
  paragraph:
    'Der einfachste Schokoladenkuchen aus einer Schüssel, mit cremiger Glasur, in unter einer Stunde fertig.',
};

/** The two right-to-left languages, for the stories shown in both. */
export const RIGHT_TO_LEFT = [HEBREW, ARABIC] as const;

/** The Donaudampfschifffahrtsgesellschaft's website: a domain longer than the overlay's cut. */
export const GERMAN_DOMAIN = 'donaudampfschifffahrtsgesellschaft.de';
