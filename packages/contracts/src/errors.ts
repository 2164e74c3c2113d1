/**
 * The error catalogue (spec section 8). Every failure a server call can answer is one of these codes.
 * `status` is the stable number on the wire; `key` is the i18n key the client translates (`errors.<key>`).
 * Numbers are never reused or renumbered: clients in the field depend on them.
 */
export const ErrorCode = {
  /** Login expired or missing token on a protected call. */
  LoginExpired: -100,
  /** Socket: the session behind `chat/login` is expired or unknown. */
  SocketLoginExpired: -90,

  /** Body failed the contract schema, or a field is out of range. */
  ParameterError: 1001,
  /** Top-up or withdrawal amount outside the channel bounds. */
  AmountLimit: 1002,
  /** The chosen payment channel is disabled. */
  ChannelClosed: 1003,
  /** Refund or change requested on an order that is already completed. */
  OrderCompleted: 1004,
  /** Frozen or unverified users cannot withdraw. */
  WithdrawNotAllowed: 1005,
  /** Withdrawal password missing or wrong. */
  WithdrawPasswordIncorrect: 1006,
  /** Order created with no items or no address. */
  SelectItemsOrAddress: 1007,
  /** Merchant is outside its opening hours or paused. */
  VendorClosed: 1008,
  /** A product is unknown, off sale, out of stock or its spec is invalid. */
  ProductException: 1009,
  /** Client amount disagrees with the server's recomputed price. */
  AmountException: 1010,
  /** An action needs a paid order. */
  NotPaid: 1011,
  /** Paying an order that is already paid. */
  OrderAlreadyPaid: 1012,
  /** The ledger refused the debit for a reason other than balance. */
  DeductError: 1013,
  /** Wallet balance below the amount. */
  InsufficientBalance: 1014,
  /** Unknown order, or one the caller does not own. */
  OrderNotFound: 1015,
  /** Review on an order that is reviewed already or not reviewable. */
  CannotReview: 1016,
  /** Upload refused: not an image, too large, or storage failed. */
  UploadFailed: 1017,
  /** Wrong, expired or reused verification code. */
  CodeIncorrect: 1018,
  /** Country code unknown. */
  InvalidCountry: 1019,
  /** Registering or rebinding to an account that exists. */
  AccountExists: 1020,
  /** Invite code given but unknown. */
  InvalidInviteCode: 1021,
  /** Rate limited; `msg` params carry the seconds to wait. */
  TooManyOperations: 1022,
  /** Login failed (same answer whether or not the account exists). */
  AccountOrPasswordIncorrect: 1023,
  /** The account is frozen. */
  AccountFrozen: 1024,
  /** Bank account duplicate on add, or unknown on update/delete. */
  BankCardExists: 1025,
  /** Old password wrong on change. */
  OriginalPasswordIncorrect: 1026,
  /** The call needs a logged-in user (used where -100 would force a logout the client should not do). */
  NotLoggedIn: 1027,
  /** Chat: the sender is muted. */
  Muted: 1028,
  /** Chat: the recipient does not exist. */
  ToIdNotFound: 1029,
  /** Chat: sender and recipient are the same user. */
  CannotMessageSelf: 1030,
  /** Chat: the message could not be stored or delivered. */
  MessageSendFailed: 1031,
  /** Real-name data failed validation. */
  InvalidRealName: 1032,
  /** Registration data failed validation. */
  InvalidRegistration: 1033,
  /** Exchange amount outside the allowed range, or no rate. */
  ExchangeLimit: 1034,
  /** No recharge or withdrawal channel for the country. */
  NoChannels: 1035,
  /** The session was ended by a login on another device. */
  RemoteLogin: 1036,
  /** Login took too long (third-party handshake expired). */
  LoginTimeout: 1037,
  /** Location permission not granted (client-side). */
  LocationDenied: 1038,

  /** Addition: requested resource (news, help, protocol, merchant...) does not exist. */
  NotFound: 1100,
  /** Addition: the same idempotency key was used with another body. */
  IdempotencyConflict: 1101,
  /** Addition: the server is shutting down or overloaded; retry shortly. */
  Unavailable: 1102,
  /** Addition: unexpected server failure (details only in the server log). */
  InternalError: 1103,
  /** Addition: the request body is not valid JSON. */
  BadJson: 1104,
  /** Addition: the request body exceeds the size limit. */
  BodyTooLarge: 1105,
  /** Addition: unknown API path. */
  UnknownPath: 1106,
  /** Addition: the caller lacks the operator role for an admin call. */
  Forbidden: 1107,
  /** Addition: a pay-on-behalf request past its payment window (spec: 'Order has expired'). */
  PayRequestExpired: 1108,
  /** Addition: the action is not possible in the object's current state (e.g. approving a paid withdrawal). */
  InvalidState: 1109,
  /** Addition: the account was rebound within the last 7 days; params carry the date it becomes possible. */
  RebindCooldown: 1110,
  /** Addition: the delivery address is outside the merchant's range. */
  OutOfRange: 1111,
  /** Addition: a third-party login (Telegram, LINE) could not be verified or exchanged. */
  ThirdPartyLoginFailed: 1112,
  /** Addition: the maps provider did not answer within its timeout (spec: "the request timed out, possibly no VPN"). */
  MapTimeout: 1113,
  /** Addition: a price filter whose maximum is not above its minimum (spec section 5). */
  PriceIntervalInvalid: 1114,
  /** Addition: a conversion or payment quote past its validity, or already used; ask for a new one. */
  QuoteExpired: 1120,
  /** Addition: the user holds no balance in the currency the call names. */
  NoBalanceInCurrency: 1121,
  /** Addition: an amount with more decimals than its currency has (a fraction of a minor unit). */
  AmountPrecision: 1122,
  /** Addition: a flight search names a place no airport of the network matches. */
  UnknownAirport: 1130,
  /** Addition: a flight date in the past or beyond the flights on sale. */
  FlightDateInvalid: 1131,
  /** Addition: fewer seats left in the cabin than passengers; params carry how many are left. */
  SeatsUnavailable: 1132,
  /** Addition: a passenger's document expires before the day of travel; params carry the passenger number. */
  IdExpired: 1133,
  /** Addition: the flight departs too soon to be booked or changed to, or has departed. */
  BookingClosed: 1134,
  /** Addition: the fare rules allow no change (promo fare, departed flight). */
  NotChangeable: 1135,
  /** Addition: the fare rules allow no refund (promo fare, departed flight). */
  NotRefundable: 1136,
  /** Addition: the saved travellers list is full; params carry the maximum. */
  TravellersFull: 1137,
  /** Addition: a round trip whose return date is before its departure date. */
  ReturnBeforeDeparture: 1138,
  /** Addition: a hotel stay whose check-out is not after its check-in. */
  StayCheckOutNotAfterCheckIn: 1150,
  /** Addition: a hotel stay longer than allowed; params carry the maximum nights. */
  StayTooLong: 1151,
  /** Addition: a hotel stay whose check-in day has passed (in the hotel's time zone). */
  StayInPast: 1152,
  /** Addition: more guests than the chosen rooms sleep; params carry the maximum. */
  TooManyGuests: 1153,
  /** Addition: the room type is not free for every night of the stay; params carry how many are left. */
  RoomsUnavailable: 1154,
  /** Addition: back office: another operator decided this (withdrawal, top-up) first; params carry its status. */
  AlreadyDecided: 1160,
  /** Addition: a refund request past the instant-refund stage needs a reason and a photo. */
  RefundEvidenceRequired: 1139,
  /** Addition: a payment channel charges in another currency than the payment; params carry the channel's unit. */
  PayChannelCurrency: 1190,
  /** Addition: cancelling an order that is paid, expired or already cancelled. */
  OrderNotCancellable: 1170,
  /** Addition: "Order again" on an order that is not a completed or refunded takeout order. */
  NotReorderable: 1171,
  /**
   * Addition: back office: an image field names an image that was neither uploaded through the back office's
   * upload nor is one of the platform's own; params carry the field.
   */
  ImageNotAllowed: 1185,
  /** Addition: back office: a shown bonus rule of this currency has this threshold already. */
  BonusThresholdTaken: 1175,
  /** Addition: back office: the country has a channel with this code in this direction already. */
  ChannelExists: 1176,
  /** Addition: back office: money exists in this currency, so its settings (the country's currency) stay. */
  CurrencyInUse: 1177,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorStatus = (typeof ErrorCode)[ErrorCodeName];

/** i18n key per code, rendered by the client as `errors.<key>`. */
export const errorKeys: Record<ErrorCodeName, string> = {
  LoginExpired: 'login_expired',
  SocketLoginExpired: 'login_expired',
  ParameterError: 'parameter_error',
  AmountLimit: 'amount_limit',
  ChannelClosed: 'channel_closed',
  OrderCompleted: 'order_completed',
  WithdrawNotAllowed: 'withdraw_not_allowed',
  WithdrawPasswordIncorrect: 'withdraw_password_incorrect',
  SelectItemsOrAddress: 'select_items_or_address',
  VendorClosed: 'vendor_closed',
  ProductException: 'product_exception',
  AmountException: 'amount_exception',
  NotPaid: 'not_paid',
  OrderAlreadyPaid: 'order_already_paid',
  DeductError: 'deduct_error',
  InsufficientBalance: 'insufficient_balance',
  OrderNotFound: 'order_not_found',
  CannotReview: 'cannot_review',
  UploadFailed: 'upload_failed',
  CodeIncorrect: 'code_incorrect',
  InvalidCountry: 'invalid_country',
  AccountExists: 'account_exists',
  InvalidInviteCode: 'invalid_invite_code',
  TooManyOperations: 'too_many_operations',
  AccountOrPasswordIncorrect: 'account_or_password_incorrect',
  AccountFrozen: 'account_frozen',
  BankCardExists: 'bank_card_exists',
  OriginalPasswordIncorrect: 'original_password_incorrect',
  NotLoggedIn: 'not_logged_in',
  Muted: 'muted',
  ToIdNotFound: 'to_id_not_found',
  CannotMessageSelf: 'cannot_message_self',
  MessageSendFailed: 'message_send_failed',
  InvalidRealName: 'invalid_real_name',
  InvalidRegistration: 'invalid_registration',
  ExchangeLimit: 'exchange_limit',
  NoChannels: 'no_channels',
  RemoteLogin: 'remote_login',
  LoginTimeout: 'login_timeout',
  LocationDenied: 'location_denied',
  NotFound: 'not_found',
  IdempotencyConflict: 'idempotency_conflict',
  Unavailable: 'unavailable',
  InternalError: 'internal_error',
  BadJson: 'bad_json',
  BodyTooLarge: 'body_too_large',
  UnknownPath: 'unknown_path',
  Forbidden: 'forbidden',
  PayRequestExpired: 'pay_request_expired',
  InvalidState: 'invalid_state',
  RebindCooldown: 'rebind_cooldown',
  OutOfRange: 'out_of_range',
  ThirdPartyLoginFailed: 'third_party_login_failed',
  MapTimeout: 'map_timeout',
  PriceIntervalInvalid: 'price_interval_invalid',
  QuoteExpired: 'quote_expired',
  NoBalanceInCurrency: 'no_balance_in_currency',
  AmountPrecision: 'amount_precision',
  UnknownAirport: 'unknown_airport',
  FlightDateInvalid: 'flight_date_invalid',
  SeatsUnavailable: 'seats_unavailable',
  IdExpired: 'id_expired',
  BookingClosed: 'booking_closed',
  NotChangeable: 'not_changeable',
  NotRefundable: 'not_refundable',
  TravellersFull: 'travellers_full',
  ReturnBeforeDeparture: 'return_before_departure',
  StayCheckOutNotAfterCheckIn: 'stay_checkout_not_after_checkin',
  StayTooLong: 'stay_too_long',
  StayInPast: 'stay_in_past',
  TooManyGuests: 'too_many_guests',
  RoomsUnavailable: 'rooms_unavailable',
  AlreadyDecided: 'already_decided',
  RefundEvidenceRequired: 'refund_evidence_required',
  PayChannelCurrency: 'pay_channel_currency',
  OrderNotCancellable: 'order_not_cancellable',
  NotReorderable: 'not_reorderable',
  ImageNotAllowed: 'image_not_allowed',
  BonusThresholdTaken: 'bonus_threshold_taken',
  ChannelExists: 'channel_exists',
  CurrencyInUse: 'currency_in_use',
};

/** The English source text of every catalogue message; locales translate the same keys. */
export const errorMessagesEn: Record<string, string> = {
  login_expired: 'Login expired, please log in again',
  parameter_error: 'Parameter error',
  amount_limit: 'The amount does not meet the limit',
  channel_closed: 'The current channel is closed',
  order_completed: 'The order is already completed',
  withdraw_not_allowed: 'Withdrawal is not allowed',
  withdraw_password_incorrect: 'Withdrawal password not set or incorrect',
  select_items_or_address: 'Please select items or an address',
  vendor_closed: 'The vendor is closed',
  product_exception: 'Product exception',
  amount_exception: 'Amount exception',
  not_paid: 'You have not paid yet',
  order_already_paid: 'The order is already paid',
  deduct_error: 'Error deducting balance',
  insufficient_balance: 'Insufficient balance',
  order_not_found: 'The order does not exist',
  cannot_review: 'The order is already reviewed or cannot be reviewed',
  upload_failed: 'Image or avatar upload failed',
  code_incorrect: 'Incorrect verification code',
  invalid_country: 'Invalid country',
  account_exists: 'The account already exists',
  invalid_invite_code: 'Invalid invite code',
  too_many_operations: 'Too many operations, please wait {{seconds}} seconds',
  account_or_password_incorrect: 'Incorrect account or password',
  account_frozen: 'The account is frozen',
  bank_card_exists: 'The bank card already exists or does not exist',
  original_password_incorrect: 'The original password is incorrect',
  not_logged_in: 'You are not logged in',
  muted: 'You have been muted',
  to_id_not_found: 'The recipient does not exist',
  cannot_message_self: 'You cannot message yourself',
  message_send_failed: 'Message sending failed',
  invalid_real_name: 'Invalid real-name parameters',
  invalid_registration: 'Invalid registration parameters',
  exchange_limit: 'Invalid amount, exchange rate limit',
  no_channels: 'No available channels',
  remote_login: 'Your account logged in on another device',
  login_timeout: 'Login timed out',
  location_denied: 'Location permission not granted',
  not_found: 'The content does not exist',
  idempotency_conflict: 'This request was already used with different content',
  unavailable: 'The service is busy, please try again shortly',
  internal_error: 'Something went wrong on our side, please try again',
  bad_json: 'The request could not be read',
  body_too_large: 'The request is too large',
  unknown_path: 'This function does not exist',
  forbidden: 'You do not have permission for this action',
  pay_request_expired: 'Order has expired',
  invalid_state: 'This action is not possible right now',
  rebind_cooldown: 'The account can be changed once within 7 days; try again after {{date}}',
  out_of_range: 'Your address is outside the delivery range. Please choose a different one.',
  third_party_login_failed: 'Third-party login failed, please try again',
  map_timeout: 'The request timed out, possibly no VPN',
  price_interval_invalid: 'Maximum price must be greater than minimum price',
  quote_expired: 'This quote has expired, please get a new one',
  no_balance_in_currency: 'You have no balance in {{unit}}',
  amount_precision: 'This amount has more decimals than the currency allows',
  unknown_airport: 'We could not find an airport for "{{place}}"',
  flight_date_invalid: 'Choose a date from today up to {{days}} days ahead',
  seats_unavailable: 'Only {{left}} seats are left in this cabin',
  id_expired: "Passenger {{n}}'s document expires before the flight",
  booking_closed: 'This flight can no longer be booked',
  not_changeable: 'This ticket cannot be changed under its fare rules',
  not_refundable: 'This ticket cannot be refunded under its fare rules',
  travellers_full: 'You can save up to {{max}} travellers; delete one first',
  return_before_departure: 'The return date must be on or after the departure date',
  stay_checkout_not_after_checkin: 'The check-out date must be after the check-in date',
  stay_too_long: 'A stay can be at most {{max}} nights',
  stay_in_past: 'The check-in date has passed; please choose another date',
  too_many_guests: 'These rooms sleep at most {{max}} guests',
  rooms_unavailable: 'Not enough rooms of this type are free for every night of your stay ({{left}} left)',
  already_decided: 'Already decided: another operator took a decision on this first',
  refund_evidence_required: 'Please give a reason and a photo for the refund request',
  pay_channel_currency: 'This payment method charges in {{unit}}: choose {{unit}} to pay at a quoted rate',
  order_not_cancellable: 'This order can no longer be cancelled',
  not_reorderable: 'Only a completed or refunded food order can be ordered again',
  image_not_allowed: 'This image cannot be used: upload it here, or choose one of the platform’s own images',
  bonus_threshold_taken: 'A bonus rule for top-ups of {{amount}} exists already; change that one',
  channel_exists: 'This country already has a channel with this code',
  currency_in_use: 'Money already exists in {{unit}}; its currency settings can no longer change',
};

export function errorKeyOf(status: number): string | undefined {
  for (const [name, code] of Object.entries(ErrorCode)) {
    if (code === status) return errorKeys[name as ErrorCodeName];
  }
  return undefined;
}
