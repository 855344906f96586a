// The one translation table: every string the person can see, Russian and English side by
// side. Nothing else in the page spells out a user-visible word.

const STRINGS = {
  // Page and menu
  title: { ru: "Бридж — роббер против ботов", en: "Bridge — rubber against bots" },
  brand: { ru: "Бирич", en: "Biritch" },
  brand_sub: { ru: "робберный бридж", en: "rubber bridge" },
  menu_label: { ru: "Меню", en: "Menu" },
  menu_history: { ru: "История торговли", en: "Bidding history" },
  menu_score: { ru: "Счёт", en: "Score" },
  btn_next_deal: { ru: "Следующая раздача", en: "Next deal" },
  btn_restart: { ru: "Начать заново", en: "Restart" },
  btn_new_game: { ru: "Новая игра", en: "New game" },
  btn_close: { ru: "Закрыть", en: "Close" },
  scale_label: { ru: "Масштаб карт", en: "Card size" },
  lang_switch: { ru: "English", en: "Русский" },
  lang_switch_title: { ru: "Switch to English", en: "Переключить на русский" },
  loading: { ru: "Загрузка…", en: "Loading…" },
  skip_to_table: { ru: "К столу", en: "Skip to the table" },

  // Seats, sides, suits, strains
  seat_N: { ru: "Север", en: "North" },
  seat_E: { ru: "Восток", en: "East" },
  seat_S: { ru: "Юг", en: "South" },
  seat_W: { ru: "Запад", en: "West" },
  seat_you: { ru: "вы", en: "you" },
  seat_partner: { ru: "партнёр", en: "partner" },
  side_NS: { ru: "Мы", en: "We" },
  side_EW: { ru: "Они", en: "They" },
  side_NS_long: { ru: "Мы (С–Ю)", en: "We (N–S)" },
  side_EW_long: { ru: "Они (З–В)", en: "They (E–W)" },
  suit_S: { ru: "пики", en: "spades" },
  suit_H: { ru: "червы", en: "hearts" },
  suit_D: { ru: "бубны", en: "diamonds" },
  suit_C: { ru: "трефы", en: "clubs" },
  strain_NT: { ru: "БК", en: "NT" },
  rank_A: { ru: "туз", en: "ace" },
  rank_K: { ru: "король", en: "king" },
  rank_Q: { ru: "дама", en: "queen" },
  rank_J: { ru: "валет", en: "jack" },
  card_label: { ru: "{rank} {suit}", en: "{rank} of {suit}" },
  cards_hidden: { ru: "{n} закрытых карт", en: "{n} face-down cards" },

  // Calls
  call_P: { ru: "пас", en: "pass" },
  call_X: { ru: "контра", en: "double" },
  call_XX: { ru: "реконтра", en: "redouble" },
  btn_P: { ru: "Пас", en: "Pass" },
  btn_X: { ru: "Контра", en: "Double" },
  btn_XX: { ru: "Реконтра", en: "Redouble" },
  contract_X: { ru: "×", en: "×" },
  contract_XX: { ru: "××", en: "××" },
  bidding_box: { ru: "Ваша заявка", en: "Your call" },
  bidding_wait: { ru: "Ждём заявки: {seat}", en: "Waiting for {seat} to call" },
  explain_hint: {
    ru: "Нажмите на заявку, чтобы увидеть её смысл.",
    en: "Tap a call to see what it means.",
  },
  explain_none: { ru: "без пояснения", en: "no explanation" },
  explain_of: { ru: "{seat}, {call}: {text}", en: "{seat}, {call}: {text}" },

  // Table info
  info_deal: { ru: "Роббер {r}, раздача {d}", en: "Rubber {r}, deal {d}" },
  info_dealer: { ru: "Сдаёт", en: "Dealer" },
  info_vul: { ru: "Зона", en: "Vulnerable" },
  vul_yes: { ru: "в зоне", en: "vul" },
  vul_no: { ru: "до зоны", en: "not vul" },
  info_contract: { ru: "Контракт", en: "Contract" },
  info_declarer: { ru: "Разыгрывает", en: "Declarer" },
  info_tricks: { ru: "Взятки", en: "Tricks" },
  info_partscore: { ru: "Частичная запись", en: "Part-score" },
  info_games: { ru: "Геймы", en: "Games" },
  contract_none: { ru: "—", en: "—" },
  phase_auction: { ru: "Торговля", en: "Auction" },
  phase_play: { ru: "Розыгрыш", en: "Play" },
  phase_finished: { ru: "Раздача сыграна", en: "Deal finished" },
  tag_dealer: { ru: "сдаёт", en: "dealer" },
  tag_declarer: { ru: "разыгрывает", en: "declarer" },
  tag_dummy: { ru: "болван", en: "dummy" },
  tag_vul: { ru: "в зоне", en: "vul" },
  turn_you_call: { ru: "Ваша заявка", en: "Your call" },
  turn_you_play: { ru: "Ваш ход", en: "Your play" },
  turn_you_dummy: { ru: "Ваш ход за болвана (Север)", en: "Your play from dummy (North)" },
  turn_bot: { ru: "Ходит {seat}…", en: "{seat} to play…" },
  turn_bot_call: { ru: "Торгуется {seat}…", en: "{seat} is bidding…" },
  turn_watch: {
    ru: "Разыгрывает партнёр — вы наблюдаете",
    en: "Your partner declares — you watch",
  },
  trick_label: { ru: "Текущая взятка", en: "Current trick" },
  last_trick: { ru: "Взятку взял {seat}", en: "Trick won by {seat}" },

  // Result
  result_title: { ru: "Итог раздачи", en: "Result of the deal" },
  result_passed_out: { ru: "Все спасовали — раздача не играется", en: "Passed out — no play" },
  result_tricks: { ru: "Взяток: {n}", en: "Tricks: {n}" },
  result_made_exact: { ru: "Контракт выполнен", en: "Contract made" },
  result_made_over: { ru: "Контракт выполнен, +{n}", en: "Contract made, +{n}" },
  result_down: { ru: "Без {n}", en: "Down {n}" },
  result_no_points: { ru: "Очков нет", en: "No score" },
  result_rubber_over: { ru: "Роббер окончен. {winner}", en: "The rubber is over. {winner}" },
  rubber_won_by: { ru: "Выиграли: {side}", en: "Won by: {side}" },
  rubber_tied: { ru: "Ничья", en: "A tie" },
  result_next_rubber: { ru: "Новый роббер", en: "Next rubber" },

  // Score reasons
  reason_tricks: { ru: "за взятки", en: "tricks" },
  reason_overtricks: { ru: "лишние взятки", en: "overtricks" },
  reason_insult: { ru: "за контру", en: "for the double" },
  reason_small_slam: { ru: "малый шлем", en: "small slam" },
  reason_grand_slam: { ru: "большой шлем", en: "grand slam" },
  reason_undertricks: { ru: "штраф", en: "undertricks" },
  reason_honors: { ru: "онёры", en: "honors" },
  reason_rubber: { ru: "за роббер", en: "rubber bonus" },

  // Score sheet
  score_title: { ru: "Запись счёта", en: "Score sheet" },
  score_above: { ru: "над линией", en: "above the line" },
  score_below: { ru: "под линией", en: "below the line" },
  score_game: { ru: "гейм {n}", en: "game {n}" },
  score_deal: { ru: "р. {n}", en: "d. {n}" },
  score_total: { ru: "Итого", en: "Total" },
  score_games: { ru: "Геймы", en: "Games" },
  score_empty: { ru: "Записей пока нет", en: "No entries yet" },
  score_in_progress: { ru: "Роббер продолжается", en: "The rubber is in progress" },
  score_settlement: { ru: "Расчёт (в сотнях)", en: "Settlement (hundreds)" },
  score_settlement_value: { ru: "{side} +{n}", en: "{side} +{n}" },
  score_settlement_even: { ru: "поровну", en: "even" },
  score_rubber_number: { ru: "Роббер {n}", en: "Rubber {n}" },
  score_after_deal: { ru: "с учётом этой раздачи", en: "including this deal" },
  score_before_deal: { ru: "до этой раздачи", en: "before this deal" },

  // History
  history_title: { ru: "История торговли", en: "Bidding history" },
  history_current: { ru: "Текущая раздача", en: "Current deal" },
  history_deal: { ru: "Роббер {r}, раздача {d}", en: "Rubber {r}, deal {d}" },
  history_dealer: { ru: "сдавал {seat}", en: "dealer {seat}" },
  history_empty: { ru: "Заявок ещё нет", en: "No calls yet" },

  // Ways to score (rubber, Chicago, Chicago with IMPs) and the bots on the same cards
  scoring_label: { ru: "Счёт новой игры", en: "Scoring of a new game" },
  scoring_rubber: { ru: "Роббер", en: "Rubber" },
  scoring_chicago: { ru: "Чикаго", en: "Chicago" },
  scoring_chicago_imps: { ru: "Чикаго с импами", en: "Chicago with IMPs" },
  info_deal_chicago: { ru: "Чикаго {r}, раздача {d}", en: "Chicago {r}, deal {d}" },
  result_rubber_over_chicago: { ru: "Чикаго окончено. {winner}", en: "The Chicago is over. {winner}" },
  result_next_rubber_chicago: { ru: "Новое чикаго", en: "Next Chicago" },
  score_in_progress_chicago: { ru: "Чикаго продолжается", en: "The Chicago is in progress" },
  reason_game: { ru: "за гейм", en: "game bonus" },
  reason_partscore: { ru: "за частичную запись", en: "part-score bonus" },
  chicago_deal: { ru: "{n}", en: "{n}" },
  chicago_deal_head: { ru: "Раздача", en: "Deal" },
  chicago_vul_none: { ru: "никто", en: "none" },
  chicago_vul_both: { ru: "обе", en: "both" },
  target_hcp: { ru: "ФО сильнейших", en: "HCP held" },
  target_points: { ru: "Цель", en: "Target" },
  target_actual: { ru: "Факт", en: "Actual" },
  target_imps: { ru: "Импы", en: "IMPs" },
  target_running: { ru: "Импы, итого", en: "IMPs, running" },
  target_total: { ru: "Импы против цели (Мы): {imps}", en: "IMPs against the target (We): {imps}" },
  target_line: {
    ru: "{side}: {hcp} ФО, цель {points}, факт {actual}: {imps} IMP",
    en: "{side}: {hcp} HCP, target {points}, actual {actual}: {imps} IMPs",
  },
  same_cards_line: {
    ru: "Боты на ваших картах: {bots}, {bots_score}; вы: {you}, {you_score}; разница {imps} IMP",
    en: "Bots on your cards: {bots}, {bots_score}; you: {you}, {you_score}; difference {imps} IMPs",
  },
  same_cards_passed: { ru: "пас", en: "passed out" },
  same_cards_pending: {
    ru: "Боты ещё играют эту раздачу на ваших картах…",
    en: "The bots are still playing this deal on your cards…",
  },
  same_cards_total: {
    ru: "Против ботов на тех же картах: {imps} IMP за {n} разд.",
    en: "Against the bots on the same cards: {imps} IMPs over {n} deals",
  },

  // Safe controls, tools, review (issue 17)
  confirm_abandon: {
    ru: "Раздача не доиграна и не будет записана. Бросить?",
    en: "The deal is not finished and will not be scored. Abandon it?",
  },
  confirm_new_game: {
    ru: "Новая игра начнёт счёт с нуля: роббер {r} ({score}) будет закрыт. Начать?",
    en: "A new game starts the score from zero: rubber {r} ({score}) will be closed. Start?",
  },
  confirm_new_game_deal: {
    ru: "Раздача не доиграна и не будет записана, а счёт роббера {r} ({score}) начнётся с нуля. Бросить?",
    en: "The deal is not finished and will not be scored, and rubber {r} ({score}) starts from zero. Abandon?",
  },
  confirm_yes: { ru: "Бросить", en: "Abandon" },
  confirm_yes_new: { ru: "Начать новую", en: "Start a new one" },
  confirm_no: { ru: "Продолжить игру", en: "Keep playing" },
  history_abandoned: { ru: "брошена, не записана", en: "abandoned, not scored" },
  history_undo: { ru: "с отменой хода ({n})", en: "played with undo ({n})" },
  history_game: { ru: "Игра {g} · ", en: "Game {g} · " },
  vul_line_none: { ru: "Никто не в зоне", en: "Nobody is vulnerable" },
  vul_line_both: { ru: "Обе пары в зоне", en: "Both sides are vulnerable" },
  vul_line_one: { ru: "В зоне: {side}", en: "Vulnerable: {side}" },
  tools_label: { ru: "Помощь", en: "Help" },
  btn_hint: { ru: "Подсказка", en: "Hint" },
  btn_undo: { ru: "Отменить ход", en: "Undo" },
  btn_claim: { ru: "Заявить взятки", en: "Claim" },
  btn_last_trick: { ru: "Последняя взятка", en: "Last trick" },
  autoplay_label: { ru: "Единственную карту — сразу", en: "Play a forced card at once" },
  hint_call: { ru: "Подсказка: {call} — {reason}", en: "Hint: {call} — {reason}" },
  hint_card: { ru: "Подсказка: {card} — {reason}", en: "Hint: {card} — {reason}" },
  claim_prompt: {
    ru: "Сколько из оставшихся {n} взяток возьмёт наша линия?",
    en: "How many of the remaining {n} tricks will our side take?",
  },
  claim_send: { ru: "Заявить", en: "Claim" },
  claim_cancel: { ru: "Отмена", en: "Cancel" },
  claim_stands: { ru: "Заявка принята: {n} взяток", en: "Claim accepted: {n} tricks" },
  claim_refused: {
    ru: "Заявка {n} не подтверждена: по даблу-думми наша линия берёт {m}",
    en: "Claim of {n} not upheld: double dummy gives our side {m}",
  },
  last_trick_title: { ru: "Последняя взятка", en: "Last trick" },
  last_trick_close: { ru: "Вернуться к игре", en: "Back to the play" },
  btn_review: { ru: "Разбор раздачи", en: "Review the deal" },
  review_title: { ru: "Разбор раздачи", en: "Review of the deal" },
  review_loading: { ru: "Считаем даблу-думми…", en: "Solving double dummy…" },
  review_dd: { ru: "Взятки при игре в открытую", en: "Double-dummy tricks" },
  review_par: { ru: "Пар: {contracts}, {score} для нас", en: "Par: {contracts}, {score} for us" },
  review_auction: { ru: "Торговля", en: "Auction" },
  review_play: { ru: "Розыгрыш по взяткам", en: "The play, trick by trick" },
  review_prev: { ru: "← Предыдущая карта", en: "← Previous card" },
  review_next: { ru: "Следующая карта →", en: "Next card →" },
  review_start: { ru: "Начало", en: "Start" },
  review_end: { ru: "Конец", en: "End" },
  review_step: { ru: "Карта {i} из {n}", en: "Card {i} of {n}" },
  review_trick: { ru: "{n}-я взятка", en: "Trick {n}" },
  review_reach: { ru: "можно взять: {n}", en: "can still take: {n}" },
  review_cost: { ru: "стоила {n}", en: "cost {n}" },
  review_could_make: {
    ru: "Контракт мог быть выполнен: на {t}-й взятке {card} ({seat}) стоил взятку",
    en: "The contract could have been made: at trick {t}, {card} ({seat}) cost a trick",
  },
  review_could_beat: {
    ru: "Контракт можно было подсадить: на {t}-й взятке {card} ({seat}) стоил взятку",
    en: "The contract could have been beaten: at trick {t}, {card} ({seat}) cost a trick",
  },
  review_first_loss: {
    ru: "Первая потеря: на {t}-й взятке {card} ({seat}) стоил взятку",
    en: "First loss: at trick {t}, {card} ({seat}) cost a trick",
  },
  review_clean: {
    ru: "Ни одна карта не стоила взятки: результат равен даблу-думми",
    en: "No card cost a trick: the result is the double-dummy one",
  },
  review_claim: {
    ru: "Розыгрыш закончен заявкой: {n} взяток, {verdict}",
    en: "The play ended with a claim of {n} tricks, {verdict}",
  },
  review_claim_stood: { ru: "принята", en: "accepted" },
  review_claim_not: { ru: "по даблу-думми {m}", en: "double dummy gave {m}" },
  review_passed_out: { ru: "Раздача не игралась", en: "The deal was not played" },
  err_unfinished_deal: {
    ru: "Раздача не доиграна",
    en: "The deal is not finished",
  },

  // Errors and status
  err_stale_version: {
    ru: "Игра изменилась в другом окне — показано актуальное состояние",
    en: "The game changed elsewhere — showing the latest state",
  },
  err_illegal: { ru: "Такой ход сейчас невозможен", en: "That is not allowed now" },
  err_invalid: { ru: "Неверный запрос", en: "Malformed request" },
  err_not_found: { ru: "Игра не найдена — начата новая", en: "Game not found — a new one started" },
  err_network: {
    ru: "Нет связи с сервером — повторим через несколько секунд",
    en: "Cannot reach the server — retrying in a few seconds",
  },
  err_server: { ru: "Ошибка сервера", en: "Server error" },
  err_error: { ru: "Ошибка сервера", en: "Server error" },
  err_bot_error: { ru: "Бот ошибся — попробуем ещё раз", en: "A bot failed — trying again" },
  err_bot_unavailable: {
    ru: "Бот не успел подумать — попробуем ещё раз",
    en: "The bot could not think in time — trying again",
  },
  err_unknown: { ru: "Что-то пошло не так", en: "Something went wrong" },
  err_storage_unavailable: {
    ru: "Хранилище игр недоступно — ничего не изменилось, попробуйте чуть позже",
    en: "The game storage is unavailable — nothing changed, try again shortly",
  },
  err_rate_limited: {
    ru: "Слишком много запросов — подождите немного",
    en: "Too many requests — please wait a moment",
  },
  err_too_large: { ru: "Слишком большой запрос", en: "Request too large" },
  err_invalid_host: { ru: "Неверный адрес сервера", en: "Wrong server address" },
  err_forbidden_origin: {
    ru: "Запрос с другого сайта отклонён",
    en: "A request from another site was refused",
  },
};

const LANGS = ["ru", "en"];
let lang = "ru";

export function setLang(value) {
  lang = LANGS.includes(value) ? value : "ru";
  document.documentElement.lang = lang;
}

export function getLang() {
  return lang;
}

/** The translation of `key` with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  const entry = STRINGS[key];
  const text = entry ? entry[lang] ?? entry.ru : key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : ""));
}

export function has(key) {
  return key in STRINGS;
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
