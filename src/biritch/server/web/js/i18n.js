// The one translation table: every string the person can see. Russian is the page's
// language and lives here with every key; the English beside it is in i18n-en.js (the same
// keys, tests/e2e/test_translations.py checks), fetched only when the person switches to
// English, so that a Russian first load does not carry it. Nothing else in the page spells
// out a user-visible word.

const RU = {
  // Page and menu
  title: "Бридж — роббер против ботов",
  brand: "Бирич",
  brand_sub: "робберный бридж",
  menu_label: "Меню",
  menu_history: "История торговли",
  menu_score: "Счёт",
  btn_next_deal: "Следующая раздача",
  btn_restart: "Начать заново",
  btn_new_game: "Новая игра",
  btn_close: "Закрыть",
  scale_label: "Масштаб карт",
  lang_switch: "English",
  lang_switch_title: "Switch to English",
  loading: "Загрузка…",
  skip_to_table: "К столу",

  // Seats, sides, suits, strains
  seat_N: "Север",
  seat_E: "Восток",
  seat_S: "Юг",
  seat_W: "Запад",
  seat_you: "вы",
  seat_partner: "партнёр",
  side_NS: "Мы",
  side_EW: "Они",
  side_NS_long: "Мы (С–Ю)",
  side_EW_long: "Они (З–В)",
  suit_S: "пики",
  suit_H: "червы",
  suit_D: "бубны",
  suit_C: "трефы",
  strain_NT: "БК",
  rank_A: "туз",
  rank_K: "король",
  rank_Q: "дама",
  rank_J: "валет",
  card_label: "{rank} {suit}",
  cards_hidden: "{n} закрытых карт",

  // Calls
  call_P: "пас",
  call_X: "контра",
  call_XX: "реконтра",
  btn_P: "Пас",
  btn_X: "Контра",
  btn_XX: "Реконтра",
  contract_X: "×",
  contract_XX: "××",
  bidding_box: "Ваша заявка",
  bidding_wait: "Ждём заявки: {seat}",
  explain_hint: "Нажмите на заявку, чтобы увидеть её смысл.",
  explain_none: "без пояснения",
  explain_of: "{seat}, {call}: {text}",

  // Table info
  info_deal: "Роббер {r}, раздача {d}",
  info_dealer: "Сдаёт",
  info_vul: "Зона",
  vul_yes: "в зоне",
  vul_no: "до зоны",
  info_contract: "Контракт",
  info_declarer: "Разыгрывает",
  info_tricks: "Взятки",
  info_partscore: "Частичная запись",
  info_games: "Геймы",
  contract_none: "—",
  phase_auction: "Торговля",
  phase_play: "Розыгрыш",
  phase_finished: "Раздача сыграна",
  tag_dealer: "сдаёт",
  tag_declarer: "разыгрывает",
  tag_declarer_short: "разыгр.",
  tag_dummy: "болван",
  tag_vul: "в зоне",
  turn_you_call: "Ваша заявка",
  turn_you_play: "Ваш ход",
  turn_you_dummy: "Ваш ход за болвана (Север)",
  turn_bot: "Ходит {seat}…",
  turn_bot_call: "Торгуется {seat}…",
  turn_watch: "Разыгрывает партнёр — вы наблюдаете",
  trick_label: "Текущая взятка",
  last_trick: "Взятку взял {seat}",

  // Result
  result_title: "Итог раздачи",
  result_passed_out: "Все спасовали — раздача не играется",
  result_tricks: "Взяток: {n}",
  result_made_exact: "Контракт выполнен",
  result_made_over: "Контракт выполнен, +{n}",
  result_down: "Без {n}",
  result_no_points: "Очков нет",
  result_rubber_over: "Роббер окончен. {winner}",
  rubber_won_by: "Выиграли: {side}",
  rubber_tied: "Ничья",
  result_next_rubber: "Новый роббер",

  // Score reasons
  reason_tricks: "за взятки",
  reason_overtricks: "лишние взятки",
  reason_insult: "за контру",
  reason_small_slam: "малый шлем",
  reason_grand_slam: "большой шлем",
  reason_undertricks: "штраф",
  reason_honors: "онёры",
  reason_rubber: "за роббер",

  // Score sheet
  score_title: "Запись счёта",
  score_above: "над линией",
  score_below: "под линией",
  score_game: "гейм {n}",
  score_deal: "р. {n}",
  score_total: "Итого",
  score_games: "Геймы",
  score_empty: "Записей пока нет",
  score_in_progress: "Роббер продолжается",
  score_settlement: "Расчёт (в сотнях)",
  score_settlement_value: "{side} +{n}",
  score_settlement_even: "поровну",
  score_rubber_number: "Роббер {n}",
  score_after_deal: "с учётом этой раздачи",
  score_before_deal: "до этой раздачи",

  // History
  history_title: "История торговли",
  history_current: "Текущая раздача",
  history_deal: "Роббер {r}, раздача {d}",
  history_dealer: "сдавал {seat}",
  history_empty: "Заявок ещё нет",

  // Ways to score (rubber, Chicago, Chicago with IMPs) and the bots on the same cards
  scoring_label: "Счёт новой игры",
  scoring_rubber: "Роббер",
  scoring_chicago: "Чикаго",
  scoring_chicago_imps: "Чикаго с импами",
  info_deal_chicago: "Чикаго {r}, раздача {d}",
  result_rubber_over_chicago: "Чикаго окончено. {winner}",
  result_next_rubber_chicago: "Новое чикаго",
  score_in_progress_chicago: "Чикаго продолжается",
  reason_game: "за гейм",
  reason_partscore: "за частичную запись",
  chicago_deal: "{n}",
  chicago_deal_head: "Раздача",
  chicago_vul_none: "никто",
  chicago_vul_both: "обе",
  target_hcp: "ФО сильнейших",
  target_points: "Цель",
  target_actual: "Факт",
  target_imps: "Импы",
  target_running: "Импы, итого",
  target_total: "Импы против цели (Мы): {imps}",
  target_line: "{side}: {hcp} ФО, цель {points}, факт {actual}: {imps} IMP",
  same_cards_line:
    "Боты на ваших картах: {bots}, {bots_score}; вы: {you}, {you_score}; разница {imps} IMP",
  same_cards_passed: "пас",
  same_cards_pending: "Боты ещё играют эту раздачу на ваших картах…",
  same_cards_total: "Против ботов на тех же картах: {imps} IMP за {n} разд.",

  // Safe controls, tools, review (issue 17)
  confirm_abandon: "Раздача не доиграна и не будет записана. Бросить?",
  confirm_new_game: "Новая игра начнёт счёт с нуля: роббер {r} ({score}) будет закрыт. Начать?",
  confirm_new_game_deal:
    "Раздача не доиграна и не будет записана, а счёт роббера {r} ({score}) начнётся с нуля. Бросить?",
  confirm_yes: "Бросить",
  confirm_yes_new: "Начать новую",
  confirm_no: "Продолжить игру",
  history_abandoned: "брошена, не записана",
  history_undo: "с отменой хода ({n})",
  history_game: "Игра {g} · ",
  vul_line_none: "Никто не в зоне",
  vul_line_both: "Обе пары в зоне",
  vul_line_one: "В зоне: {side}",
  tools_label: "Помощь",
  btn_hint: "Подсказка",
  btn_undo: "Отменить ход",
  btn_claim: "Заявить взятки",
  btn_last_trick: "Последняя взятка",
  autoplay_label: "Единственную карту — сразу",
  hint_call: "Подсказка: {call} — {reason}",
  hint_card: "Подсказка: {card} — {reason}",
  claim_prompt: "Сколько из оставшихся {n} взяток возьмёт наша линия?",
  claim_send: "Заявить",
  claim_cancel: "Отмена",
  claim_stands: "Заявка принята: {n} взяток",
  claim_refused: "Заявка {n} не подтверждена: по даблу-думми наша линия берёт {m}",
  last_trick_title: "Последняя взятка",
  last_trick_close: "Вернуться к игре",
  btn_review: "Разбор раздачи",
  review_title: "Разбор раздачи",
  review_loading: "Считаем даблу-думми…",
  review_dd: "Взятки при игре в открытую",
  review_par: "Пар: {contracts}, {score} для нас",
  review_auction: "Торговля",
  review_play: "Розыгрыш по взяткам",
  review_prev: "← Предыдущая карта",
  review_next: "Следующая карта →",
  review_start: "Начало",
  review_end: "Конец",
  review_step: "Карта {i} из {n}",
  review_trick: "{n}-я взятка",
  review_reach: "можно взять: {n}",
  review_cost: "стоила {n}",
  review_could_make: "Контракт мог быть выполнен: на {t}-й взятке {card} ({seat}) стоил взятку",
  review_could_beat: "Контракт можно было подсадить: на {t}-й взятке {card} ({seat}) стоил взятку",
  review_first_loss: "Первая потеря: на {t}-й взятке {card} ({seat}) стоил взятку",
  review_clean: "Ни одна карта не стоила взятки: результат равен даблу-думми",
  review_claim: "Розыгрыш закончен заявкой: {n} взяток, {verdict}",
  review_claim_stood: "принята",
  review_claim_not: "по даблу-думми {m}",
  review_passed_out: "Раздача не игралась",
  err_unfinished_deal: "Раздача не доиграна",

  // Errors and status
  err_stale_version: "Игра изменилась в другом окне — показано актуальное состояние",
  err_illegal: "Такой ход сейчас невозможен",
  err_invalid: "Неверный запрос",
  err_not_found: "Игра не найдена — начата новая",
  err_network: "Нет связи с сервером — повторим через несколько секунд",
  err_server: "Ошибка сервера",
  err_error: "Ошибка сервера",
  err_bot_error: "Бот ошибся — попробуем ещё раз",
  err_bot_unavailable: "Бот не успел подумать — попробуем ещё раз",
  err_unknown: "Что-то пошло не так",
  err_storage_unavailable: "Хранилище игр недоступно — ничего не изменилось, попробуйте чуть позже",
  err_rate_limited: "Слишком много запросов — подождите немного",
  err_too_large: "Слишком большой запрос",
  err_invalid_host: "Неверный адрес сервера",
  err_forbidden_origin: "Запрос с другого сайта отклонён",
};

let english = null; // the English strings, once loaded
let lang = "ru";

function apply(value) {
  lang = value;
  document.documentElement.lang = lang;
}

/** Switch the language; English is fetched the first time. Resolves once `t` speaks it
 * (a failed fetch rejects and leaves the language as it was). */
export async function setLang(value) {
  if (value !== "en") {
    apply("ru");
    return;
  }
  english ??= (await import("./i18n-en.js")).EN;
  apply("en");
}

export function getLang() {
  return lang;
}

/** The translation of `key` with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  const text = (lang === "en" ? english?.[key] : undefined) ?? RU[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : ""));
}

/** Fill every element carrying data-i18n (text) or data-i18n-title / -aria (attributes). */
export function translateStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-aria]")) {
    el.setAttribute("aria-label", t(el.dataset.i18nAria));
  }
  document.title = t("title");
}
