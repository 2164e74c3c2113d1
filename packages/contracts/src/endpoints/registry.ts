import type { Endpoint } from '../endpoint';
import {
  adminHelpList,
  adminHelpSave,
  adminNewsList,
  adminNewsSave,
  adminProtocolList,
  adminProtocolSave,
} from './admin/content';
import { adminDashboard } from './admin/dashboard';
import { adminEvaluateHide } from './admin/evaluate-hide';
import { adminEvaluateReply } from './admin/evaluate-reply';
import { adminEvaluateReports } from './admin/evaluate-reports';
import { adminFareSave, adminFlightList } from './admin/flights';
import {
  adminAppVersionList,
  adminAppVersionSave,
  adminBannerList,
  adminBannerSave,
  adminImageUpload,
} from './admin/home-content';
import { adminLedgerCheck, adminLedgerJournalDetail, adminLedgerJournalList } from './admin/ledger';
import { adminAuditList, adminRechargeList, adminWithdrawList } from './admin/lists';
import { adminLogin, adminLogout } from './admin/login';
import { adminMerchantList, adminMerchantSave } from './admin/merchants';
import {
  adminBonusRuleList,
  adminBonusRuleSave,
  adminChannelCreate,
  adminChannelList,
  adminChannelSave,
  adminCountryList,
  adminCountrySave,
  adminRateList,
  adminRateSave,
} from './admin/money-config';
import { adminOrderAdvance } from './admin/order-advance';
import { adminOrderRefundApprove, adminOrderRefundDecline } from './admin/order-refund-decide';
import { adminMerchantOrderStep, adminOrderDetail, adminOrderList, adminOrderRefund } from './admin/orders';
import {
  adminPayoutApprove,
  adminPayoutFail,
  adminPayoutList,
  adminPayoutMarkPaid,
  adminPayoutReject,
  adminPayoutRequest,
  adminShopPayouts,
} from './admin/payouts';
import { adminRechargeApprove } from './admin/recharge-approve';
import { adminRechargeReject } from './admin/recharge-reject';
import {
  adminCategorySave,
  adminCategorySort,
  adminHotelNightsAdd,
  adminProductSave,
  adminProductSpecs,
  adminProductState,
  adminShopEarnings,
  adminShopHours,
  adminShopMenu,
  adminShopReviews,
} from './admin/shop';
import { adminSupportInbox, adminSupportMessages, adminSupportReply } from './admin/support-inbox';
import { adminUserFreeze } from './admin/user-freeze';
import { adminUserMute } from './admin/user-mute';
import { adminUserEndSessions, adminUserResetWithdrawPassword } from './admin/user-security';
import { adminUserDetail, adminUserList } from './admin/users';
import { adminWithdrawApprove } from './admin/withdraw-approve';
import { adminWithdrawFail } from './admin/withdraw-fail';
import { adminWithdrawMarkPaid } from './admin/withdraw-mark-paid';
import { adminWithdrawReject } from './admin/withdraw-reject';
import { convert } from './amount/convert';
import { getAmountsList } from './amount/get-amounts-list';
import { getExchange } from './amount/get-exchange';
import { getRechargeConfig } from './amount/get-recharge-config';
import { getRechargeList } from './amount/get-recharge-list';
import { getWithdrawConfig } from './amount/get-withdraw-config';
import { getWithdrawList } from './amount/get-withdraw-list';
import { recharge } from './amount/recharge';
import { withdraw } from './amount/withdraw';
import { getConversationList } from './chat/get-conversation-list';
import { getMessageList } from './chat/get-message-list';
import { markRead } from './chat/mark-read';
import { openConversation } from './chat/open-conversation';
import { sendMessage } from './chat/send-message';
import { appUpdate } from './config/app-update';
import { getCountry } from './config/get-country';
import { getHelpInfo } from './config/get-help-info';
import { getHelpList } from './config/get-help-list';
import { getHomeConfig } from './config/get-home-config';
import { getNewInfo } from './config/get-new-info';
import { getNewList } from './config/get-new-list';
import { getProtocol } from './config/get-protocol';
import { info } from './config/info';
import { reverseGeocode } from './map/reverse-geocode';
import { searchPlaces } from './map/search-places';
import { cancelOrder } from './order/cancel-order';
import { changeFlight } from './order/change-flight';
import { createOrder } from './order/create-order';
import { createPayOrder } from './order/create-pay-order';
import { getChangeQuote } from './order/get-change-quote';
import { getDelivery } from './order/get-delivery';
import { getOrderInfo } from './order/get-order-info';
import { getOrderList } from './order/get-order-list';
import { getPayOnBehalfQuote } from './order/get-pay-on-behalf-quote';
import { getPayOrderInfo } from './order/get-pay-order-info';
import { getPayQuote } from './order/get-pay-quote';
import { getPayUserInfo } from './order/get-pay-user-info';
import { getRefundQuote } from './order/get-refund-quote';
import { getReorderCart } from './order/get-reorder-cart';
import { payInitiateOrder } from './order/pay-initiate-order';
import { payOrder } from './order/pay-order';
import { refundOrder } from './order/refund-order';
import { searchOrderList } from './order/search-order-list';
import { sendPay } from './order/send-pay';
import { setOrderReceiving } from './order/set-order-receiving';
import { paypalCaptureOrder } from './paypal/paypal-capture-order';
import { evaluate } from './product/evaluate';
import { getAirlineTicketInfo } from './product/get-airline-ticket-info';
import { getAirlineTickets } from './product/get-airline-tickets';
import { getAirports } from './product/get-airports';
import { getEvaluateList } from './product/get-evaluate-list';
import { getFlightDates } from './product/get-flight-dates';
import { getMerchantInfo } from './product/get-merchant-info';
import { getMerchantList } from './product/get-merchant-list';
import { getToReviewList } from './product/get-to-review-list';
import { reportEvaluate } from './product/report-evaluate';
import { searchFood } from './product/search-food';
import { searchHotels } from './product/search-hotels';
import { updateEvaluate } from './product/update-evaluate';
import { uploadFile } from './upload/upload-file';
import { addBank } from './user/add-bank';
import { codeLogin } from './user/code-login';
import { codeSetPaw } from './user/code-set-paw';
import { createAddress } from './user/create-address';
import { delBank } from './user/del-bank';
import { delUser } from './user/del-user';
import { deleteAddress } from './user/delete-address';
import { getBanks } from './user/get-banks';
import { getChatGroupInfo } from './user/get-chat-group-info';
import { getOrderNum } from './user/get-order-num';
import { getUserInfo } from './user/get-user-info';
import { lineLoginStart } from './user/line-login-start';
import { login } from './user/login';
import { logout } from './user/logout';
import { outAccountLogin } from './user/out-account-login';
import { getInvitedUsers, getRebateList, getReferralInfo } from './user/referral';
import { register } from './user/register';
import { saveRealInfo } from './user/save-real-info';
import { sendCode } from './user/send-code';
import { setAccount } from './user/set-account';
import { setHead } from './user/set-head';
import { setLogonPassword } from './user/set-logon-password';
import { setWithdrawalPassword } from './user/set-withdrawal-password';
import { deleteTraveller, getTravellers, saveTraveller } from './user/travellers';
import { updateAddress } from './user/update-address';
import { updateBank } from './user/update-bank';
import { userSaveInfos } from './user/user-save-infos';

/** Every call of the contract, for the OpenAPI document, the server's route table and coverage tests. */
export const allEndpoints: Endpoint[] = [
  // config
  getCountry,
  getHomeConfig,
  info,
  getProtocol,
  getNewList,
  getNewInfo,
  getHelpList,
  getHelpInfo,
  appUpdate,
  // user
  addBank,
  codeLogin,
  codeSetPaw,
  createAddress,
  delBank,
  delUser,
  deleteAddress,
  getBanks,
  getChatGroupInfo,
  getOrderNum,
  getUserInfo,
  lineLoginStart,
  login,
  logout,
  outAccountLogin,
  register,
  saveRealInfo,
  sendCode,
  setAccount,
  setHead,
  setLogonPassword,
  setWithdrawalPassword,
  updateAddress,
  updateBank,
  userSaveInfos,
  getTravellers,
  saveTraveller,
  deleteTraveller,
  getReferralInfo,
  getInvitedUsers,
  getRebateList,
  // product
  evaluate,
  getAirlineTicketInfo,
  getAirlineTickets,
  getAirports,
  getEvaluateList,
  getToReviewList,
  reportEvaluate,
  updateEvaluate,
  getFlightDates,
  getMerchantInfo,
  getMerchantList,
  searchHotels,
  searchFood,
  // order
  cancelOrder,
  getReorderCart,
  createOrder,
  createPayOrder,
  getDelivery,
  getOrderInfo,
  getOrderList,
  getPayOnBehalfQuote,
  getPayQuote,
  getPayOrderInfo,
  getPayUserInfo,
  getRefundQuote,
  getChangeQuote,
  changeFlight,
  payInitiateOrder,
  payOrder,
  refundOrder,
  searchOrderList,
  sendPay,
  setOrderReceiving,
  // amount
  convert,
  getAmountsList,
  getExchange,
  getRechargeConfig,
  getRechargeList,
  getWithdrawConfig,
  getWithdrawList,
  recharge,
  withdraw,
  // paypal
  paypalCaptureOrder,
  // chat
  getConversationList,
  getMessageList,
  markRead,
  openConversation,
  sendMessage,
  // map
  reverseGeocode,
  searchPlaces,
  // upload
  uploadFile,
  // admin
  adminEvaluateHide,
  adminEvaluateReply,
  adminEvaluateReports,
  adminLogin,
  adminLogout,
  adminOrderAdvance,
  adminOrderRefundApprove,
  adminOrderRefundDecline,
  adminRechargeApprove,
  adminRechargeReject,
  adminUserFreeze,
  adminUserMute,
  adminWithdrawApprove,
  adminWithdrawFail,
  adminWithdrawMarkPaid,
  adminWithdrawReject,
  adminWithdrawList,
  adminRechargeList,
  adminAuditList,
  adminDashboard,
  adminUserList,
  adminUserDetail,
  adminOrderList,
  adminOrderDetail,
  adminMerchantOrderStep,
  adminOrderRefund,
  adminNewsList,
  adminNewsSave,
  adminHelpList,
  adminHelpSave,
  adminProtocolList,
  adminProtocolSave,
  adminLedgerJournalList,
  adminLedgerJournalDetail,
  adminLedgerCheck,
  adminSupportInbox,
  adminSupportMessages,
  adminSupportReply,
  adminUserResetWithdrawPassword,
  adminUserEndSessions,
  adminShopMenu,
  adminProductSave,
  adminProductState,
  adminShopHours,
  adminShopEarnings,
  adminShopReviews,
  adminBannerList,
  adminBannerSave,
  adminImageUpload,
  adminFlightList,
  adminFareSave,
  adminHotelNightsAdd,
  adminMerchantList,
  adminMerchantSave,
  adminAppVersionList,
  adminAppVersionSave,
  adminChannelList,
  adminChannelSave,
  adminRateList,
  adminRateSave,
  adminShopPayouts,
  adminPayoutRequest,
  adminPayoutList,
  adminPayoutApprove,
  adminPayoutMarkPaid,
  adminPayoutFail,
  adminPayoutReject,
  adminChannelCreate,
  adminBonusRuleList,
  adminBonusRuleSave,
  adminCountryList,
  adminCountrySave,
  adminCategorySave,
  adminCategorySort,
  adminProductSpecs,
];
