import type { Doc, L10n, Locale } from './text';
import { tr } from './text';

export type NewsSeed = {
  slug: string;
  daysAgo: number;
  title: L10n;
  summary: L10n;
  body: Record<Locale, Doc>;
  /** The content version that last changed this text: a database seeded before it gets the new text. */
  revised?: number;
};

export const NEWS_A: NewsSeed[] = [
  {
    slug: 'wayfare-2',
    daysAgo: 1,
    title: tr(
      'Wayfare 2.0: food, flights, hotels and your wallet in one app | Wayfare 2.0: อาหาร เที่ยวบิน โรงแรม และกระเป๋าเงินในแอปเดียว | Wayfare 2.0: खाना, उड़ानें, होटल और वॉलेट एक ही ऐप में | Wayfare 2.0：外卖、机票、酒店和钱包，一个应用全搞定 | Wayfare 2.0：外送、機票、飯店和錢包，一個應用全搞定',
    ),
    summary: tr(
      'A faster app, five languages and one wallet for everything you book. | แอปที่เร็วขึ้น รองรับห้าภาษา และกระเป๋าเงินเดียวสำหรับทุกการจอง | तेज़ ऐप, पाँच भाषाएँ और हर बुकिंग के लिए एक ही वॉलेट। | 更快的应用、五种语言，一个钱包搞定所有预订。 | 更快的應用、五種語言，一個錢包搞定所有預訂。',
    ),
    body: {
      en: [
        'Wayfare 2.0 brings what you used to do in separate apps into one place. Order dinner from restaurants near you, book a flight for the long weekend and find a hotel for when you land, all paid from the same wallet.',
        [
          'Food delivery from more than 30 restaurants in Bangkok, Delhi, Mumbai, Shanghai and Hong Kong',
          'Flights on 12 routes across Asia and the United States, with promo fares',
          'Hotels, resorts and hostels from Phuket to Taipei',
          'A wallet you can top up and withdraw from in your own currency',
        ],
        'The app now speaks English, Thai, Hindi, Simplified Chinese and Traditional Chinese. Change the language at any time from your profile.',
        'Thank you for travelling and eating with us. Tell us what you think from the Help page.',
      ],
      'th-TH': [
        'Wayfare 2.0 รวมทุกอย่างที่คุณเคยทำในหลายแอปไว้ในที่เดียว สั่งอาหารเย็นจากร้านใกล้บ้าน จองเที่ยวบินสำหรับวันหยุดยาว และหาโรงแรมไว้พักเมื่อไปถึง ทั้งหมดจ่ายจากกระเป๋าเงินเดียวกัน',
        [
          'ส่งอาหารจากร้านกว่า 30 ร้านในกรุงเทพฯ เดลี มุมไบ เซี่ยงไฮ้ และฮ่องกง',
          'เที่ยวบิน 12 เส้นทางทั่วเอเชียและสหรัฐอเมริกา พร้อมตั๋วราคาโปรโมชัน',
          'โรงแรม รีสอร์ต และโฮสเทล ตั้งแต่ภูเก็ตถึงไทเป',
          'กระเป๋าเงินที่เติมเงินและถอนเงินได้ในสกุลเงินของคุณ',
        ],
        'ตอนนี้แอปรองรับภาษาอังกฤษ ไทย ฮินดี จีนตัวย่อ และจีนตัวเต็ม เปลี่ยนภาษาได้ทุกเมื่อจากหน้าโปรไฟล์',
        'ขอบคุณที่เดินทางและอร่อยไปกับเรา บอกความคิดเห็นของคุณได้ที่หน้าช่วยเหลือ',
      ],
      'hi-IN': [
        'Wayfare 2.0 वह सब कुछ एक जगह लाता है जो आप पहले अलग-अलग ऐप में करते थे। पास के रेस्टोरेंट से डिनर मँगाएँ, लंबे वीकेंड के लिए फ़्लाइट बुक करें और पहुँचने पर ठहरने के लिए होटल ढूँढें, सबका भुगतान एक ही वॉलेट से।',
        [
          'बैंकॉक, दिल्ली, मुंबई, शंघाई और हांगकांग के 30 से ज़्यादा रेस्टोरेंट से फ़ूड डिलीवरी',
          'एशिया और अमेरिका में 12 रूट पर उड़ानें, प्रोमो किराए के साथ',
          'फुकेत से ताइपे तक होटल, रिसॉर्ट और हॉस्टल',
          'ऐसा वॉलेट जिसमें आप अपनी मुद्रा में पैसे डाल और निकाल सकते हैं',
        ],
        'ऐप अब अंग्रेज़ी, थाई, हिंदी, सरलीकृत चीनी और पारंपरिक चीनी में उपलब्ध है। अपनी प्रोफ़ाइल से कभी भी भाषा बदलें।',
        'हमारे साथ यात्रा करने और खाने के लिए धन्यवाद। सहायता पेज से हमें अपनी राय बताएँ।',
      ],
      'zh-Hans': [
        'Wayfare 2.0 把过去分散在多个应用里的事情集中到一处：从附近餐厅点晚餐、为长周末订机票、再为抵达后找好酒店，全部用同一个钱包支付。',
        [
          '曼谷、德里、孟买、上海和香港30多家餐厅的外卖',
          '覆盖亚洲和美国的12条航线，提供特价票',
          '从普吉岛到台北的酒店、度假村和青年旅舍',
          '可用本地货币充值和提现的钱包',
        ],
        '应用现已支持英语、泰语、印地语、简体中文和繁体中文，可随时在个人页面切换语言。',
        '感谢您与我们一起出行、一起享受美食。欢迎在帮助页面告诉我们您的想法。',
      ],
      'zh-Hant': [
        'Wayfare 2.0 把過去分散在多個應用裡的事情集中到一處：從附近餐廳點晚餐、為長週末訂機票、再為抵達後找好飯店，全部用同一個錢包支付。',
        [
          '曼谷、德里、孟買、上海和香港30多家餐廳的外送',
          '涵蓋亞洲和美國的12條航線，提供特價票',
          '從普吉島到台北的飯店、度假村和青年旅館',
          '可用本地貨幣儲值和提領的錢包',
        ],
        '應用現已支援英語、泰語、印地語、簡體中文和繁體中文，可隨時在個人頁面切換語言。',
        '感謝您與我們一起出行、一起享受美食。歡迎在幫助頁面告訴我們您的想法。',
      ],
    },
  },
  {
    slug: 'wallet-bonus',
    daysAgo: 3,
    revised: 2,
    title: tr(
      'Top up {{bonus.min}}, get {{bonus.amount}} extra in your wallet | เติมเงิน {{bonus.min}} รับโบนัสเพิ่ม {{bonus.amount}} | {{bonus.min}} टॉप-अप करें, वॉलेट में {{bonus.amount}} अतिरिक्त पाएँ | 充值{{bonus.min}}，钱包再送{{bonus.amount}} | 儲值{{bonus.min}}，錢包再送{{bonus.amount}}',
    ),
    summary: tr(
      'Every top-up of {{bonus.min}} or more earns a {{bonus.amount}} bonus, and {{bonus.min2}} or more earns {{bonus.amount2}}. | เติมเงินตั้งแต่ {{bonus.min}} รับโบนัส {{bonus.amount}} และตั้งแต่ {{bonus.min2}} รับ {{bonus.amount2}} | {{bonus.min}} या उससे ज़्यादा के हर टॉप-अप पर {{bonus.amount}} बोनस, और {{bonus.min2}} या ज़्यादा पर {{bonus.amount2}}। | 单笔充值满{{bonus.min}}送{{bonus.amount}}，满{{bonus.min2}}送{{bonus.amount2}}。 | 單筆儲值滿{{bonus.min}}送{{bonus.amount}}，滿{{bonus.min2}}送{{bonus.amount2}}。',
    ),
    body: {
      en: [
        'Your wallet now rewards bigger top-ups. The bonus is added as soon as the top-up is confirmed and appears in your transaction record as its own Recharge bonus line.',
        [
          'Top up {{bonus.min}} or more: get a {{bonus.amount}} bonus',
          'Top up {{bonus.min2}} or more: get a {{bonus.amount2}} bonus',
          'Spend the bonus on food, flights and hotels',
          'The bonus is paid in the currency you top up in; each currency has its own amounts, and these are the ones for yours',
        ],
        'Offline bank transfers receive the bonus once our team has confirmed the payment, usually within one working day.',
      ],
      'th-TH': [
        'กระเป๋าเงินของคุณให้รางวัลกับการเติมเงินที่มากขึ้นแล้ว โบนัสจะเข้าทันทีที่ยืนยันการเติมเงิน และแสดงในประวัติธุรกรรมเป็นรายการโบนัสเติมเงินแยกต่างหาก',
        [
          'เติมตั้งแต่ {{bonus.min}} รับโบนัส {{bonus.amount}}',
          'เติมตั้งแต่ {{bonus.min2}} รับโบนัส {{bonus.amount2}}',
          'ใช้โบนัสจ่ายค่าอาหาร เที่ยวบิน และโรงแรมได้',
          'โบนัสจะเข้าเป็นสกุลเงินเดียวกับที่คุณเติม แต่ละสกุลเงินมียอดของตัวเอง และยอดข้างต้นคือยอดสำหรับสกุลเงินของคุณ',
        ],
        'การโอนผ่านธนาคารแบบออฟไลน์จะได้รับโบนัสเมื่อทีมงานยืนยันการชำระเงินแล้ว โดยปกติภายในหนึ่งวันทำการ',
      ],
      'hi-IN': [
        'आपका वॉलेट अब बड़े टॉप-अप पर इनाम देता है। टॉप-अप की पुष्टि होते ही बोनस जुड़ जाता है और आपके लेन-देन रिकॉर्ड में अलग रिचार्ज बोनस लाइन के रूप में दिखता है।',
        [
          '{{bonus.min}} या ज़्यादा टॉप-अप करें: {{bonus.amount}} बोनस पाएँ',
          '{{bonus.min2}} या ज़्यादा टॉप-अप करें: {{bonus.amount2}} बोनस पाएँ',
          'बोनस को खाने, उड़ानों और होटलों पर ख़र्च करें',
          'बोनस उसी मुद्रा में मिलता है जिसमें आप टॉप-अप करते हैं; हर मुद्रा की अपनी राशियाँ हैं, और ऊपर दी गई राशियाँ आपकी मुद्रा की हैं',
        ],
        'ऑफ़लाइन बैंक ट्रांसफ़र पर बोनस तब मिलता है जब हमारी टीम भुगतान की पुष्टि कर देती है, आमतौर पर एक कार्यदिवस के भीतर।',
      ],
      'zh-Hans': [
        '现在充值越多，奖励越多。充值确认后奖励金立即到账，并在交易记录中单独显示为“充值奖励”。',
        [
          '单笔充值满{{bonus.min}}：赠送{{bonus.amount}}',
          '单笔充值满{{bonus.min2}}：赠送{{bonus.amount2}}',
          '奖励金可用于外卖、机票和酒店',
          '奖励金以充值所用的币种发放；各币种有各自的金额，以上为您所用币种的标准',
        ],
        '线下银行转账需在我们的团队确认收款后发放奖励，通常在一个工作日内完成。',
      ],
      'zh-Hant': [
        '現在儲值越多，獎勵越多。儲值確認後獎勵金立即入帳，並在交易紀錄中單獨顯示為「儲值獎勵」。',
        [
          '單筆儲值滿{{bonus.min}}：贈送{{bonus.amount}}',
          '單筆儲值滿{{bonus.min2}}：贈送{{bonus.amount2}}',
          '獎勵金可用於外送、機票和飯店',
          '獎勵金以儲值所用的幣別發放；各幣別有各自的金額，以上為您所用幣別的標準',
        ],
        '線下銀行轉帳需在我們的團隊確認收款後發放獎勵，通常在一個工作日內完成。',
      ],
    },
  },
  {
    slug: 'new-routes',
    daysAgo: 6,
    title: tr(
      'New long-haul routes: Hong Kong to Los Angeles and Delhi to New York | เส้นทางบินระยะไกลใหม่: ฮ่องกง–ลอสแอนเจลิส และเดลี–นิวยอร์ก | नए लंबी दूरी के रूट: हांगकांग से लॉस एंजेलिस और दिल्ली से न्यूयॉर्क | 新增远程航线：香港至洛杉矶、德里至纽约 | 新增長程航線：香港至洛杉磯、德里至紐約',
    ),
    summary: tr(
      'Daily nonstop flights with economy, business and first class, bookable up to 60 days ahead. | เที่ยวบินตรงทุกวัน มีชั้นประหยัด ชั้นธุรกิจ และชั้นหนึ่ง จองล่วงหน้าได้ถึง 60 วัน | इकॉनमी, बिज़नेस और फ़र्स्ट क्लास वाली रोज़ की नॉन-स्टॉप उड़ानें, 60 दिन पहले तक बुक करें। | 每日直飞，设经济舱、商务舱和头等舱，可提前60天预订。 | 每日直飛，設經濟艙、商務艙和頭等艙，可提前60天預訂。',
    ),
    body: {
      en: [
        'Lotus Pacific now flies nonstop from Hong Kong to Los Angeles every day, and Saffron Airways connects Delhi with New York JFK. Both routes sell economy, business and first class.',
        [
          'Free checked baggage: 20 kg in economy, 30 kg in business, 40 kg in first',
          'One free change up to 2 hours before departure',
          'Promo economy fares are cheaper but cannot be changed or refunded',
        ],
        'Search by date, departure and arrival city in Book a flight, then pick the cabin that suits you.',
      ],
      'th-TH': [
        'โลตัสแปซิฟิกบินตรงจากฮ่องกงไปลอสแอนเจลิสทุกวัน และแซฟฟรอนแอร์เวย์สเชื่อมเดลีกับนิวยอร์ก JFK ทั้งสองเส้นทางมีชั้นประหยัด ชั้นธุรกิจ และชั้นหนึ่ง',
        [
          'น้ำหนักกระเป๋าโหลดฟรี: ชั้นประหยัด 20 กก. ชั้นธุรกิจ 30 กก. ชั้นหนึ่ง 40 กก.',
          'เปลี่ยนเที่ยวบินฟรีหนึ่งครั้งก่อนออกเดินทางอย่างน้อย 2 ชั่วโมง',
          'ตั๋วชั้นประหยัดราคาโปรโมชันถูกกว่า แต่เปลี่ยนหรือคืนเงินไม่ได้',
        ],
        'ค้นหาตามวันที่ เมืองต้นทาง และเมืองปลายทางในหน้าจองเที่ยวบิน แล้วเลือกชั้นโดยสารที่เหมาะกับคุณ',
      ],
      'hi-IN': [
        'लोटस पैसिफ़िक अब रोज़ हांगकांग से लॉस एंजेलिस के लिए नॉन-स्टॉप उड़ान भरता है, और सैफ़रन एयरवेज़ दिल्ली को न्यूयॉर्क JFK से जोड़ता है। दोनों रूट पर इकॉनमी, बिज़नेस और फ़र्स्ट क्लास उपलब्ध हैं।',
        [
          'मुफ़्त चेक-इन सामान: इकॉनमी में 20 किलो, बिज़नेस में 30 किलो, फ़र्स्ट में 40 किलो',
          'प्रस्थान से 2 घंटे पहले तक एक बार मुफ़्त बदलाव',
          'प्रोमो इकॉनमी किराए सस्ते हैं, पर उन्हें बदला या रिफ़ंड नहीं किया जा सकता',
        ],
        'फ़्लाइट बुक करें में तारीख़, प्रस्थान और आगमन शहर से खोजें, फिर अपने लिए सही क्लास चुनें।',
      ],
      'zh-Hans': [
        '莲花太平洋航空现每日直飞香港至洛杉矶，藏红花航空则连接德里与纽约肯尼迪机场。两条航线均提供经济舱、商务舱和头等舱。',
        [
          '免费托运行李：经济舱20公斤、商务舱30公斤、头等舱40公斤',
          '起飞前2小时以上可免费改签一次',
          '特价经济舱更便宜，但不可改签或退票',
        ],
        '在“预订机票”中按日期、出发和到达城市搜索，然后选择适合您的舱位。',
      ],
      'zh-Hant': [
        '蓮花太平洋航空現每日直飛香港至洛杉磯，番紅花航空則連接德里與紐約甘迺迪機場。兩條航線均提供經濟艙、商務艙和頭等艙。',
        [
          '免費託運行李：經濟艙20公斤、商務艙30公斤、頭等艙40公斤',
          '起飛前2小時以上可免費改票一次',
          '特價經濟艙更便宜，但不可改票或退票',
        ],
        '在「預訂機票」中按日期、出發和抵達城市搜尋，然後選擇適合您的艙等。',
      ],
    },
  },
];
