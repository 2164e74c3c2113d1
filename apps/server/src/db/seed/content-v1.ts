import type { Doc, L10n, Locale } from './text';
import { tr } from './text';

/**
 * Texts that content v1 seeded and v2 rewrote (v1 promised literal dollar amounts and described a wallet
 * kept in US dollars). Kept only to recognise the rows a v1 seed wrote, so `contentSection` can update
 * them, and never to show them.
 */

/**
 * English titles of news articles whose title v2 changed, by slug (migration 0021 names the rows a v1 seed
 * wrote by these; the seed itself finds its articles by key).
 */
export const NEWS_TITLES_V1: Readonly<Record<string, string>> = {
  'wallet-bonus': 'Top up $50, get $5 extra in your wallet',
};

/** Banner titles v2 changed, by slug. */
export const BANNER_TITLES_V1: Readonly<Record<string, L10n>> = {
  'wallet-bonus': tr(
    'Top up $50, get a $5 bonus | เติม $50 รับโบนัส $5 | $50 टॉप-अप पर $5 बोनस | 充值50美元送5美元 | 儲值50美元送5美元',
  ),
};

/** The user agreement as v1 seeded it. */
export const USER_AGREEMENT_V1: Record<Locale, Doc> = {
  en: [
    '## 1. About these terms',
    'Wayfare is a demonstration app operated by Wayfare Demo Ltd. By creating an account or using the app you agree to these terms. Please read them together with our Privacy Policy.',
    '## 2. Your account',
    'You must give accurate information, keep your login and withdrawal passwords secret and are responsible for what happens in your account. One person may hold one account. We may freeze an account while we investigate suspected fraud or abuse.',
    '## 3. Orders and bookings',
    'Restaurants, airlines and hotels provide the food, flights and rooms you order; Wayfare runs the platform that connects you with them and takes the payment. An order is confirmed once it is paid. Unpaid orders expire after the time shown.',
    '## 4. Wallet, top-ups and withdrawals',
    [
      'Your wallet balance is kept in US dollars and shown in your local currency at the stored exchange rate',
      'Top-ups and withdrawals must be within the limits shown for each channel',
      'Bonuses are credited as described in the offer and cannot be withdrawn before they are earned',
      'Withdrawals are reviewed and may be refused for frozen or unverified accounts; fees are shown before you confirm',
    ],
    '## 5. Refunds and cancellations',
    "Food orders can be refunded until the rider collects them. Flight changes and refunds follow the fare rules shown at booking; promo fares are not refundable. Hotel bookings follow the hotel's policy. Refunds are paid back to your wallet.",
    '## 6. Reviews, chat and acceptable use',
    'Reviews must describe your own experience. Do not post offensive, unlawful or misleading content, harass other users in chat, or try to break, scrape or overload the service. We may remove content and mute or suspend accounts that break these rules.',
    '## 7. Liability and changes',
    'We work to keep the service available and accurate but cannot guarantee it will be uninterrupted. Nothing in these terms limits rights you have under consumer law. If we change these terms we will tell you in the app before the change takes effect.',
    '## 8. Contact',
    'Questions about these terms? Contact support from the Help page in the app.',
  ],
  'th-TH': [
    '## 1. เกี่ยวกับข้อกำหนดนี้',
    'Wayfare เป็นแอปสาธิตที่ดำเนินการโดย Wayfare Demo Ltd. การสร้างบัญชีหรือใช้แอปถือว่าคุณยอมรับข้อกำหนดนี้ โปรดอ่านควบคู่กับนโยบายความเป็นส่วนตัวของเรา',
    '## 2. บัญชีของคุณ',
    'คุณต้องให้ข้อมูลที่ถูกต้อง เก็บรหัสผ่านเข้าสู่ระบบและรหัสผ่านถอนเงินเป็นความลับ และรับผิดชอบต่อการกระทำทั้งหมดในบัญชีของคุณ หนึ่งคนมีได้หนึ่งบัญชี เราอาจระงับบัญชีระหว่างตรวจสอบกรณีสงสัยว่ามีการฉ้อโกงหรือการใช้งานในทางที่ผิด',
    '## 3. คำสั่งซื้อและการจอง',
    'ร้านอาหาร สายการบิน และโรงแรมเป็นผู้ให้บริการอาหาร เที่ยวบิน และห้องพักที่คุณสั่ง Wayfare เป็นแพลตฟอร์มที่เชื่อมคุณกับผู้ให้บริการและรับชำระเงิน คำสั่งซื้อจะยืนยันเมื่อชำระเงินแล้ว คำสั่งซื้อที่ไม่ชำระจะหมดอายุตามเวลาที่แสดง',
    '## 4. กระเป๋าเงิน การเติมเงิน และการถอนเงิน',
    [
      'ยอดเงินในกระเป๋าเก็บเป็นดอลลาร์สหรัฐ และแสดงเป็นสกุลเงินท้องถิ่นตามอัตราแลกเปลี่ยนที่บันทึกไว้',
      'การเติมเงินและถอนเงินต้องอยู่ในวงเงินที่แสดงของแต่ละช่องทาง',
      'โบนัสจะเข้าบัญชีตามเงื่อนไขของข้อเสนอ และถอนไม่ได้ก่อนได้รับสิทธิ์',
      'การถอนเงินต้องผ่านการตรวจสอบ และอาจถูกปฏิเสธสำหรับบัญชีที่ถูกระงับหรือยังไม่ยืนยันตัวตน ค่าธรรมเนียมจะแสดงก่อนคุณยืนยัน',
    ],
    '## 5. การคืนเงินและการยกเลิก',
    'คำสั่งซื้ออาหารขอคืนเงินได้จนกว่าไรเดอร์จะรับอาหาร การเปลี่ยนแปลงและคืนเงินเที่ยวบินเป็นไปตามเงื่อนไขค่าโดยสารที่แสดงตอนจอง ตั๋วโปรโมชันคืนเงินไม่ได้ การจองโรงแรมเป็นไปตามนโยบายของโรงแรม เงินคืนจะเข้ากระเป๋าเงินของคุณ',
    '## 6. รีวิว แชต และการใช้งานที่เหมาะสม',
    'รีวิวต้องเล่าประสบการณ์ของคุณเอง ห้ามโพสต์เนื้อหาที่หยาบคาย ผิดกฎหมาย หรือทำให้เข้าใจผิด ห้ามคุกคามผู้ใช้อื่นในแชต และห้ามพยายามเจาะระบบ ดึงข้อมูล หรือทำให้บริการทำงานหนักเกินไป เราอาจลบเนื้อหา ปิดเสียง หรือระงับบัญชีที่ฝ่าฝืน',
    '## 7. ความรับผิดและการเปลี่ยนแปลง',
    'เราพยายามให้บริการพร้อมใช้งานและถูกต้อง แต่ไม่อาจรับประกันว่าจะไม่หยุดชะงัก ข้อกำหนดนี้ไม่จำกัดสิทธิ์ของคุณตามกฎหมายคุ้มครองผู้บริโภค หากเราเปลี่ยนข้อกำหนด เราจะแจ้งในแอปก่อนมีผลบังคับใช้',
    '## 8. ติดต่อเรา',
    'มีคำถามเกี่ยวกับข้อกำหนดนี้? ติดต่อฝ่ายสนับสนุนจากหน้าช่วยเหลือในแอป',
  ],
  'hi-IN': [
    '## 1. इन शर्तों के बारे में',
    'Wayfare एक प्रदर्शन ऐप है जिसे Wayfare Demo Ltd. चलाता है। खाता बनाकर या ऐप का उपयोग करके आप इन शर्तों से सहमत होते हैं। कृपया इन्हें हमारी गोपनीयता नीति के साथ पढ़ें।',
    '## 2. आपका खाता',
    'आपको सही जानकारी देनी होगी, अपने लॉगिन और निकासी पासवर्ड गुप्त रखने होंगे, और अपने खाते में होने वाली हर गतिविधि की ज़िम्मेदारी आपकी है। एक व्यक्ति का एक ही खाता हो सकता है। संदिग्ध धोखाधड़ी या दुरुपयोग की जाँच के दौरान हम खाता फ़्रीज़ कर सकते हैं।',
    '## 3. ऑर्डर और बुकिंग',
    'आपके ऑर्डर किए गए खाने, उड़ानें और कमरे रेस्टोरेंट, एयरलाइंस और होटल देते हैं; Wayfare वह प्लेटफ़ॉर्म चलाता है जो आपको उनसे जोड़ता है और भुगतान लेता है। भुगतान होने पर ऑर्डर पक्का होता है। बिना भुगतान वाले ऑर्डर दिखाए गए समय के बाद समाप्त हो जाते हैं।',
    '## 4. वॉलेट, टॉप-अप और निकासी',
    [
      'आपका वॉलेट बैलेंस अमेरिकी डॉलर में रखा जाता है और सहेजी गई विनिमय दर पर आपकी स्थानीय मुद्रा में दिखाया जाता है',
      'टॉप-अप और निकासी हर चैनल के लिए दिखाई गई सीमाओं के भीतर होनी चाहिए',
      'बोनस ऑफ़र में बताए अनुसार जमा होते हैं और अर्जित होने से पहले निकाले नहीं जा सकते',
      'निकासी की समीक्षा होती है और फ़्रीज़ या असत्यापित खातों के लिए मना की जा सकती है; शुल्क पुष्टि से पहले दिखाया जाता है',
    ],
    '## 5. रिफ़ंड और रद्दीकरण',
    'खाने के ऑर्डर का रिफ़ंड राइडर के खाना उठाने तक हो सकता है। उड़ान में बदलाव और रिफ़ंड बुकिंग के समय दिखाए गए किराया नियमों के अनुसार होते हैं; प्रोमो किराए रिफ़ंड नहीं होते। होटल बुकिंग होटल की नीति के अनुसार होती है। रिफ़ंड आपके वॉलेट में वापस आता है।',
    '## 6. समीक्षाएँ, चैट और स्वीकार्य उपयोग',
    'समीक्षाओं में आपका अपना अनुभव होना चाहिए। आपत्तिजनक, ग़ैरक़ानूनी या भ्रामक सामग्री पोस्ट न करें, चैट में दूसरों को परेशान न करें, और सेवा को तोड़ने, डेटा खुरचने या उस पर अत्यधिक भार डालने की कोशिश न करें। नियम तोड़ने पर हम सामग्री हटा सकते हैं और खाते म्यूट या निलंबित कर सकते हैं।',
    '## 7. दायित्व और बदलाव',
    'हम सेवा को उपलब्ध और सटीक रखने का प्रयास करते हैं, पर यह गारंटी नहीं दे सकते कि वह बिना रुकावट चलेगी। ये शर्तें उपभोक्ता क़ानून के तहत आपके अधिकारों को सीमित नहीं करतीं। शर्तें बदलने पर हम लागू होने से पहले ऐप में आपको बताएँगे।',
    '## 8. संपर्क',
    'इन शर्तों के बारे में प्रश्न हैं? ऐप के सहायता पेज से सपोर्ट से संपर्क करें।',
  ],
  'zh-Hans': [
    '## 1. 关于本条款',
    'Wayfare 是由 Wayfare Demo Ltd. 运营的演示应用。创建账户或使用本应用即表示您同意本条款。请与我们的隐私政策一并阅读。',
    '## 2. 您的账户',
    '您须提供真实信息，妥善保管登录密码和提现密码，并对账户内发生的一切行为负责。每人仅可持有一个账户。如怀疑存在欺诈或滥用，我们可能在调查期间冻结账户。',
    '## 3. 订单与预订',
    '您订购的餐食、航班和客房由餐厅、航空公司和酒店提供；Wayfare 负责运营连接您与商家的平台并收取款项。订单付款后即确认，未付款订单将在显示的时间后过期。',
    '## 4. 钱包、充值与提现',
    [
      '钱包余额以美元记账，并按记录的汇率以您的本地货币显示',
      '充值和提现金额须在各渠道显示的限额内',
      '奖励按活动说明发放，获得前不可提现',
      '提现需经审核，冻结或未实名的账户可能被拒绝；手续费会在确认前显示',
    ],
    '## 5. 退款与取消',
    '外卖订单在骑手取餐前可退款。机票改签和退票遵循预订时显示的票价规则，特价票不可退。酒店预订遵循酒店政策。退款将退回您的钱包。',
    '## 6. 评价、聊天与合理使用',
    '评价须基于您的亲身体验。请勿发布冒犯性、违法或误导性内容，勿在聊天中骚扰他人，勿试图破坏、抓取或使服务过载。对违规行为，我们可能删除内容、禁言或暂停账户。',
    '## 7. 责任与变更',
    '我们努力保持服务可用和准确，但无法保证服务不会中断。本条款不限制您依据消费者保护法享有的权利。如修改本条款，我们会在生效前通过应用通知您。',
    '## 8. 联系我们',
    '对本条款有疑问？请通过应用内的帮助页面联系客服。',
  ],
  'zh-Hant': [
    '## 1. 關於本條款',
    'Wayfare 是由 Wayfare Demo Ltd. 營運的示範應用。建立帳戶或使用本應用即表示您同意本條款。請與我們的隱私權政策一併閱讀。',
    '## 2. 您的帳戶',
    '您須提供真實資訊，妥善保管登入密碼和提領密碼，並對帳戶內發生的一切行為負責。每人僅可持有一個帳戶。如懷疑存在詐欺或濫用，我們可能在調查期間凍結帳戶。',
    '## 3. 訂單與預訂',
    '您訂購的餐點、航班和客房由餐廳、航空公司和飯店提供；Wayfare 負責營運連接您與商家的平台並收取款項。訂單付款後即確認，未付款訂單將在顯示的時間後過期。',
    '## 4. 錢包、儲值與提領',
    [
      '錢包餘額以美元記帳，並按記錄的匯率以您的本地貨幣顯示',
      '儲值和提領金額須在各管道顯示的限額內',
      '獎勵按活動說明發放，取得前不可提領',
      '提領需經審核，凍結或未實名的帳戶可能被拒絕；手續費會在確認前顯示',
    ],
    '## 5. 退款與取消',
    '外送訂單在外送員取餐前可退款。機票改票和退票遵循預訂時顯示的票價規則，特價票不可退。飯店預訂遵循飯店政策。退款將退回您的錢包。',
    '## 6. 評價、聊天與合理使用',
    '評價須基於您的親身體驗。請勿發布冒犯性、違法或誤導性內容，勿在聊天中騷擾他人，勿試圖破壞、擷取或使服務過載。對違規行為，我們可能刪除內容、禁言或停用帳戶。',
    '## 7. 責任與變更',
    '我們努力保持服務可用和準確，但無法保證服務不會中斷。本條款不限制您依消費者保護法享有的權利。如修改本條款，我們會在生效前透過應用通知您。',
    '## 8. 聯絡我們',
    '對本條款有疑問？請透過應用內的幫助頁面聯絡客服。',
  ],
};
