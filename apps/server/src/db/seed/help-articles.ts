import type { Doc, L10n, Locale } from './text';
import { tr } from './text';

export type HelpSeed = {
  /** The article's stable name (`help_articles.seed_key`): never changes, whatever the title becomes. */
  slug: string;
  title: L10n;
  body: Record<Locale, Doc>;
  /** The content version that last changed this text: a database seeded before it gets the new text. */
  revised?: number;
};

export const HELP_A: HelpSeed[] = [
  {
    slug: 'order-food',
    revised: 2,
    title: tr('How do I order food? | สั่งอาหารอย่างไร | खाना कैसे ऑर्डर करें? | 如何点外卖？ | 如何點外送？'),
    body: {
      en: [
        'Open Food delivery from the home page, choose a restaurant and add dishes to your cart. Pick a size, spice level or add-ons where the dish offers them.',
        [
          'Choose or add a delivery address',
          "Check the delivery fee and the total, priced in the restaurant's own currency",
          'Pay from your wallet, then follow the order live',
        ],
        "Paying from your balance in the restaurant's currency is exact. If you pay from a balance in another currency, you see the rate and both amounts before you confirm.",
      ],
      'th-TH': [
        'เปิดบริการส่งอาหารจากหน้าแรก เลือกร้าน แล้วเพิ่มเมนูลงตะกร้า เลือกขนาด ระดับความเผ็ด หรือท็อปปิ้งได้ในเมนูที่มีตัวเลือก',
        ['เลือกหรือเพิ่มที่อยู่จัดส่ง', 'ตรวจสอบค่าจัดส่งและยอดรวมตามสกุลเงินของร้าน', 'ชำระเงินจากกระเป๋าเงิน แล้วติดตามคำสั่งซื้อแบบเรียลไทม์'],
        'หากจ่ายจากยอดเงินในสกุลเงินเดียวกับร้าน ยอดที่จ่ายจะตรงกับราคาพอดี หากจ่ายจากยอดเงินสกุลอื่น คุณจะเห็นอัตราแลกเปลี่ยนและจำนวนเงินทั้งสองฝั่งก่อนยืนยัน',
      ],
      'hi-IN': [
        'होम पेज से फ़ूड डिलीवरी खोलें, कोई रेस्टोरेंट चुनें और व्यंजन कार्ट में डालें। जहाँ विकल्प हों, वहाँ आकार, तीखापन या ऐड-ऑन चुनें।',
        [
          'डिलीवरी पता चुनें या जोड़ें',
          'रेस्टोरेंट की मुद्रा में डिलीवरी शुल्क और कुल राशि देखें',
          'वॉलेट से भुगतान करें, फिर ऑर्डर को लाइव ट्रैक करें',
        ],
        'रेस्टोरेंट की मुद्रा वाले बैलेंस से भुगतान ठीक उतनी ही राशि का होता है। किसी दूसरी मुद्रा के बैलेंस से भुगतान करने पर पुष्टि से पहले आपको विनिमय दर और दोनों राशियाँ दिखाई जाती हैं।',
      ],
      'zh-Hans': [
        '在首页打开外卖，选择餐厅并把菜品加入购物车。菜品有选项时，可选择份量、辣度或加料。',
        ['选择或新增收货地址', '查看配送费和总额（以餐厅当地货币标价）', '用钱包付款，然后实时跟踪订单'],
        '用与餐厅相同币种的余额付款，金额分毫不差；如用其他币种的余额付款，确认前会显示汇率以及两种货币的金额。',
      ],
      'zh-Hant': [
        '在首頁打開外送，選擇餐廳並把餐點加入購物車。餐點有選項時，可選擇份量、辣度或加料。',
        ['選擇或新增收件地址', '查看運費和總額（以餐廳當地貨幣標價）', '用錢包付款，然後即時追蹤訂單'],
        '用與餐廳相同幣別的餘額付款，金額分毫不差；如用其他幣別的餘額付款，確認前會顯示匯率以及兩種貨幣的金額。',
      ],
    },
  },
  {
    slug: 'restaurant-unavailable',
    title: tr(
      "Why can't I order from a restaurant? | ทำไมสั่งอาหารจากร้านนี้ไม่ได้ | मैं किसी रेस्टोरेंट से ऑर्डर क्यों नहीं कर पा रहा? | 为什么无法在某家餐厅下单？ | 為什麼無法在某家餐廳下單？",
    ),
    body: {
      en: [
        'There are three usual reasons, and the restaurant page tells you which one applies:',
        [
          'The restaurant is closed right now: its opening hours are on its page',
          'Your address is outside its delivery range: choose a different address',
          'The restaurant has paused orders for a while',
        ],
        'A dish marked sold out will be back when the kitchen restocks.',
      ],
      'th-TH': [
        'โดยทั่วไปมีสามสาเหตุ และหน้าร้านจะบอกว่าเป็นเพราะอะไร:',
        ['ร้านปิดอยู่ในขณะนี้ ดูเวลาเปิดปิดได้ที่หน้าร้าน', 'ที่อยู่ของคุณอยู่นอกพื้นที่จัดส่ง โปรดเลือกที่อยู่อื่น', 'ร้านหยุดรับคำสั่งซื้อชั่วคราว'],
        'เมนูที่ขึ้นว่าหมดจะกลับมาเมื่อร้านเติมของ',
      ],
      'hi-IN': [
        'आमतौर पर तीन कारण होते हैं, और रेस्टोरेंट का पेज बताता है कि कौन-सा लागू है:',
        [
          'रेस्टोरेंट अभी बंद है: खुलने का समय उसके पेज पर है',
          'आपका पता उसकी डिलीवरी सीमा से बाहर है: कोई दूसरा पता चुनें',
          'रेस्टोरेंट ने कुछ समय के लिए ऑर्डर रोक दिए हैं',
        ],
        'जो व्यंजन बिक चुका दिखे, वह रसोई में दोबारा स्टॉक आने पर लौट आएगा।',
      ],
      'zh-Hans': [
        '通常有三种原因，餐厅页面会告诉您属于哪一种：',
        ['餐厅目前打烊：营业时间见餐厅页面', '您的地址超出配送范围：请选择其他地址', '餐厅暂停接单'],
        '标记为售罄的菜品会在补货后重新上架。',
      ],
      'zh-Hant': [
        '通常有三種原因，餐廳頁面會告訴您屬於哪一種：',
        ['餐廳目前打烊：營業時間見餐廳頁面', '您的地址超出外送範圍：請選擇其他地址', '餐廳暫停接單'],
        '標示為售完的餐點會在補貨後重新上架。',
      ],
    },
  },
  {
    slug: 'top-up',
    revised: 2,
    title: tr(
      'How do I top up my wallet? | เติมเงินเข้ากระเป๋าเงินอย่างไร | वॉलेट में पैसे कैसे डालें? | 如何为钱包充值？ | 如何為錢包儲值？',
    ),
    body: {
      en: [
        'Go to Profile, then Top up. Choose a channel, enter the amount and confirm. Each channel shows its minimum and maximum amount.',
        [
          'PayPal: pay with your PayPal account or card; the money arrives in seconds',
          'Bank transfer: transfer to the account shown; our team confirms it, usually within one working day',
          'Demo: in the demo world you can add test money instantly; it is not real money',
        ],
        "Top-ups go into your balance in your country's currency. Top-ups of {{bonus.min}} or more earn a bonus in the same currency, shown before you confirm.",
      ],
      'th-TH': [
        'ไปที่โปรไฟล์ แล้วเลือกเติมเงิน เลือกช่องทาง ใส่จำนวนเงิน แล้วยืนยัน แต่ละช่องทางแสดงยอดขั้นต่ำและสูงสุด',
        [
          'PayPal: จ่ายด้วยบัญชี PayPal หรือบัตร เงินเข้าภายในไม่กี่วินาที',
          'โอนผ่านธนาคาร: โอนเข้าบัญชีที่แสดง ทีมงานจะยืนยันให้ โดยปกติภายในหนึ่งวันทำการ',
          'ทดลอง: ในโลกเดโมคุณเติมเงินทดสอบได้ทันที ไม่ใช่เงินจริง',
        ],
        'เงินที่เติมจะเข้ายอดเงินในสกุลเงินของประเทศที่คุณเลือก การเติมเงินตั้งแต่ {{bonus.min}} ขึ้นไปจะได้รับโบนัสเป็นสกุลเงินเดียวกัน ซึ่งแสดงก่อนคุณยืนยัน',
      ],
      'hi-IN': [
        'प्रोफ़ाइल में जाकर टॉप-अप चुनें। चैनल चुनें, राशि डालें और पुष्टि करें। हर चैनल अपनी न्यूनतम और अधिकतम राशि दिखाता है।',
        [
          'PayPal: अपने PayPal खाते या कार्ड से भुगतान करें; पैसे कुछ सेकंड में आ जाते हैं',
          'बैंक ट्रांसफ़र: दिखाए गए खाते में ट्रांसफ़र करें; हमारी टीम आमतौर पर एक कार्यदिवस में पुष्टि करती है',
          'डेमो: डेमो दुनिया में आप तुरंत टेस्ट पैसे जोड़ सकते हैं; यह असली पैसा नहीं है',
        ],
        'टॉप-अप आपके देश की मुद्रा वाले बैलेंस में जाता है। {{bonus.min}} या उससे ज़्यादा के टॉप-अप पर उसी मुद्रा में बोनस मिलता है, जो पुष्टि से पहले दिखाया जाता है।',
      ],
      'zh-Hans': [
        '进入“我的”，点击“充值”。选择渠道、输入金额并确认。每个渠道都会显示最低和最高金额。',
        [
          'PayPal：使用 PayPal 账户或银行卡支付，几秒钟即可到账',
          '银行转账：转账到页面显示的账户，我们的团队通常在一个工作日内确认',
          '演示：在演示环境中可立即添加测试资金，并非真实资金',
        ],
        '充值金额计入您所选国家货币的余额。单笔充值满{{bonus.min}}可获得同币种的奖励，确认前会显示奖励金额。',
      ],
      'zh-Hant': [
        '進入「我的」，點選「儲值」。選擇管道、輸入金額並確認。每個管道都會顯示最低和最高金額。',
        [
          'PayPal：使用 PayPal 帳戶或信用卡支付，幾秒鐘即可入帳',
          '銀行轉帳：轉帳到頁面顯示的帳戶，我們的團隊通常在一個工作日內確認',
          '示範：在示範環境中可立即加入測試資金，並非真實資金',
        ],
        '儲值金額計入您所選國家貨幣的餘額。單筆儲值滿{{bonus.min}}可獲得同幣別的獎勵，確認前會顯示獎勵金額。',
      ],
    },
  },
  {
    slug: 'withdrawals',
    title: tr('How do withdrawals work? | การถอนเงินทำงานอย่างไร | निकासी कैसे काम करती है? | 如何提现？ | 如何提領？'),
    body: {
      en: [
        'Add a bank account or e-wallet under Payment accounts, then choose Withdraw. You need a withdrawal password, which you set once in Security settings.',
        [
          'Under review: the amount is held from your balance',
          'Transferring: we have sent the money',
          'Transferred: the money has arrived',
          'Transfer failed or Rejected: the full amount returns to your wallet',
        ],
        'A small fee applies to each withdrawal and is shown before you confirm.',
      ],
      'th-TH': [
        'เพิ่มบัญชีธนาคารหรือวอลเล็ตในหัวข้อบัญชีรับเงิน แล้วเลือกถอนเงิน คุณต้องมีรหัสผ่านถอนเงิน ซึ่งตั้งครั้งเดียวในการตั้งค่าความปลอดภัย',
        [
          'กำลังตรวจสอบ: ยอดเงินถูกกันไว้จากยอดคงเหลือ',
          'กำลังโอน: เราส่งเงินออกแล้ว',
          'โอนสำเร็จ: เงินเข้าบัญชีแล้ว',
          'โอนไม่สำเร็จหรือถูกปฏิเสธ: เงินทั้งหมดคืนเข้ากระเป๋าเงินของคุณ',
        ],
        'การถอนเงินแต่ละครั้งมีค่าธรรมเนียมเล็กน้อย ซึ่งแสดงก่อนคุณยืนยัน',
      ],
      'hi-IN': [
        'भुगतान खाते में बैंक खाता या ई-वॉलेट जोड़ें, फिर निकासी चुनें। इसके लिए निकासी पासवर्ड चाहिए, जिसे आप सुरक्षा सेटिंग में एक बार सेट करते हैं।',
        [
          'समीक्षा में: राशि आपके बैलेंस से रोक ली जाती है',
          'ट्रांसफ़र हो रहा है: हमने पैसे भेज दिए हैं',
          'ट्रांसफ़र हो गया: पैसे पहुँच गए हैं',
          'ट्रांसफ़र विफल या अस्वीकृत: पूरी राशि आपके वॉलेट में लौट आती है',
        ],
        'हर निकासी पर एक छोटा शुल्क लगता है, जो पुष्टि से पहले दिखाया जाता है।',
      ],
      'zh-Hans': [
        '先在“收款账户”中添加银行账户或电子钱包，然后选择“提现”。提现需要提现密码，可在安全设置中设置一次。',
        [
          '审核中：金额已从余额中冻结',
          '转账中：我们已汇出款项',
          '已到账：款项已到达',
          '转账失败或被拒绝：全额退回您的钱包',
        ],
        '每笔提现收取少量手续费，确认前会显示。',
      ],
      'zh-Hant': [
        '先在「收款帳戶」中新增銀行帳戶或電子錢包，然後選擇「提領」。提領需要提領密碼，可在安全設定中設定一次。',
        [
          '審核中：金額已從餘額中凍結',
          '轉帳中：我們已匯出款項',
          '已入帳：款項已到達',
          '轉帳失敗或被拒絕：全額退回您的錢包',
        ],
        '每筆提領收取少量手續費，確認前會顯示。',
      ],
    },
  },
];
