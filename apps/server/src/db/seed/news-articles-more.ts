import type { NewsSeed } from './news-articles';
import { tr } from './text';

export const NEWS_B: NewsSeed[] = [
  {
    slug: 'late-night-bangkok',
    daysAgo: 9,
    title: tr(
      'Hungry after midnight? Bangkok kitchens that stay open late | หิวหลังเที่ยงคืน? ร้านอาหารในกรุงเทพฯ ที่เปิดดึก | आधी रात के बाद भूख? बैंकॉक की देर रात तक खुली रसोइयाँ | 午夜饿了？曼谷营业到深夜的餐厅 | 午夜餓了？曼谷營業到深夜的餐廳',
    ),
    summary: tr(
      'Wok classics until 2 am, night-market grills and fried chicken around the clock. | อาหารผัดกระทะถึงตีสอง ของย่างตลาดกลางคืน และไก่ทอดตลอด 24 ชั่วโมง | रात 2 बजे तक कड़ाही क्लासिक्स, नाइट-मार्केट ग्रिल और चौबीसों घंटे फ्राइड चिकन। | 营业到凌晨两点的镬炒经典、夜市烧烤和24小时炸鸡。 | 營業到凌晨兩點的鑊炒經典、夜市燒烤和24小時炸雞。',
    ),
    body: {
      en: [
        'Bangkok never really sleeps, and neither do some of our kitchens. When the craving hits late, these places still deliver:',
        [
          'Siam Wok House: pad thai and holy basil pork until 2 am',
          'Talad Night Grill: Isan grills and papaya salad from 6 pm',
          'Crisp & Co. Chicken 24: fried chicken and burgers, open 24 hours',
          'Sukhumvit Burger Co.: smash burgers and shakes until 2 am',
        ],
        'Opening hours are shown on every restaurant page. If a kitchen is closed, you can still browse the menu and order when it opens.',
      ],
      'th-TH': [
        'กรุงเทพฯ ไม่เคยหลับใหล และครัวบางแห่งของเราก็เช่นกัน เมื่อหิวดึกๆ ร้านเหล่านี้ยังส่งถึงบ้าน:',
        [
          'Siam Wok House: ผัดไทยและกะเพราหมูสับถึงตีสอง',
          'Talad Night Grill: ของย่างอีสานและส้มตำ ตั้งแต่ 6 โมงเย็น',
          'Crisp & Co. Chicken 24: ไก่ทอดและเบอร์เกอร์ เปิด 24 ชั่วโมง',
          'Sukhumvit Burger Co.: สแมชเบอร์เกอร์และมิลค์เชคถึงตีสอง',
        ],
        'เวลาเปิดปิดแสดงอยู่ในหน้าร้านทุกร้าน หากร้านปิดอยู่ คุณยังดูเมนูได้และสั่งได้เมื่อร้านเปิด',
      ],
      'hi-IN': [
        'बैंकॉक कभी पूरी तरह नहीं सोता, और हमारी कुछ रसोइयाँ भी नहीं। देर रात भूख लगे तो ये जगहें अब भी डिलीवर करती हैं:',
        [
          'Siam Wok House: रात 2 बजे तक पैड थाई और तुलसी पोर्क',
          'Talad Night Grill: शाम 6 बजे से ईसान ग्रिल और पपीता सलाद',
          'Crisp & Co. Chicken 24: फ्राइड चिकन और बर्गर, 24 घंटे खुला',
          'Sukhumvit Burger Co.: रात 2 बजे तक स्मैश बर्गर और शेक',
        ],
        'हर रेस्टोरेंट के पेज पर खुलने का समय दिखाया जाता है। अगर रसोई बंद है, तब भी आप मेन्यू देख सकते हैं और खुलने पर ऑर्डर कर सकते हैं।',
      ],
      'zh-Hans': [
        '曼谷从不真正入睡，我们的一些厨房也是。深夜嘴馋时，这些餐厅仍可外送：',
        [
          'Siam Wok House：泰式炒河粉和打抛猪，营业至凌晨两点',
          'Talad Night Grill：伊善烧烤和青木瓜沙拉，傍晚六点开始',
          'Crisp & Co. Chicken 24：炸鸡和汉堡，24小时营业',
          'Sukhumvit Burger Co.：压扁汉堡和奶昔，营业至凌晨两点',
        ],
        '每家餐厅页面都显示营业时间。餐厅打烊时，您仍可浏览菜单，待开门后下单。',
      ],
      'zh-Hant': [
        '曼谷從不真正入睡，我們的一些廚房也是。深夜嘴饞時，這些餐廳仍可外送：',
        [
          'Siam Wok House：泰式炒河粉和打拋豬，營業至凌晨兩點',
          'Talad Night Grill：伊善燒烤和青木瓜沙拉，傍晚六點開始',
          'Crisp & Co. Chicken 24：炸雞和漢堡，24小時營業',
          'Sukhumvit Burger Co.：壓扁漢堡和奶昔，營業至凌晨兩點',
        ],
        '每家餐廳頁面都顯示營業時間。餐廳打烊時，您仍可瀏覽菜單，待開門後下單。',
      ],
    },
  },
  {
    slug: 'hotel-stays',
    daysAgo: 12,
    revised: 2,
    title: tr(
      'Ten stays we love, from Phuket beaches to Taipei gardens | 10 ที่พักที่เราหลงรัก จากหาดภูเก็ตถึงสวนในไทเป | फुकेत के समुद्र तटों से ताइपे के बगीचों तक, हमारे पसंदीदा दस ठिकाने | 从普吉海滩到台北花园，我们钟爱的十家住宿 | 從普吉海灘到台北花園，我們鍾愛的十家住宿',
    ),
    summary: tr(
      'Riverside luxury, boutique teak houses and friendly hostels, all bookable in the app. | หรูหราริมแม่น้ำ บ้านไม้สักสไตล์บูติก และโฮสเทลแสนเป็นกันเอง จองได้ในแอป | नदी किनारे की शान, सागौन के बुटीक घर और दोस्ताना हॉस्टल, सब ऐप में बुक करें। | 河畔奢华酒店、柚木精品旅馆和温馨青旅，均可在应用中预订。 | 河畔奢華飯店、柚木精品旅館和溫馨青旅，均可在應用中預訂。',
    ),
    body: {
      en: [
        'Whether you want a pool villa or a bunk near the night markets, our hotel list now covers Thailand, India, Shanghai, Hong Kong and Taipei.',
        [
          'Kata Beach Palm Resort, Phuket: private pool villas by the Andaman Sea',
          'Lanna Old City Boutique, Chiang Mai: teak rooms inside the old city walls',
          'Bund Heritage Hotel, Shanghai: a 1920s landmark with river views',
          'Khaosan Backpackers Hostel, Bangkok: dorm beds from ฿350 a night',
        ],
        "Room prices are per night, in the hotel's own local currency. The service fee is shown before you pay, and breakfast is marked on every room that includes it.",
      ],
      'th-TH': [
        'ไม่ว่าคุณอยากได้พูลวิลล่าหรือเตียงในโฮสเทลใกล้ตลาดกลางคืน รายชื่อโรงแรมของเราตอนนี้ครอบคลุมไทย อินเดีย เซี่ยงไฮ้ ฮ่องกง และไทเปแล้ว',
        [
          'Kata Beach Palm Resort ภูเก็ต: พูลวิลล่าส่วนตัวริมทะเลอันดามัน',
          'Lanna Old City Boutique เชียงใหม่: ห้องไม้สักในเขตคูเมืองเก่า',
          'Bund Heritage Hotel เซี่ยงไฮ้: แลนด์มาร์กยุค 1920 พร้อมวิวแม่น้ำ',
          'Khaosan Backpackers Hostel กรุงเทพฯ: เตียงในห้องพักรวมเริ่มต้นคืนละ 350 บาท',
        ],
        'ราคาห้องเป็นราคาต่อคืนในสกุลเงินท้องถิ่นของโรงแรม ค่าบริการจะแสดงก่อนชำระเงิน และห้องที่รวมอาหารเช้าจะมีป้ายกำกับไว้',
      ],
      'hi-IN': [
        'चाहे आपको पूल विला चाहिए या नाइट मार्केट के पास एक बंक, हमारी होटल सूची अब थाईलैंड, भारत, शंघाई, हांगकांग और ताइपे तक फैली है।',
        [
          'Kata Beach Palm Resort, फुकेत: अंडमान सागर के किनारे निजी पूल विला',
          'Lanna Old City Boutique, चियांग माई: पुराने शहर की दीवारों के भीतर सागौन के कमरे',
          'Bund Heritage Hotel, शंघाई: नदी के नज़ारे वाली 1920 के दशक की ऐतिहासिक इमारत',
          'Khaosan Backpackers Hostel, बैंकॉक: डॉर्म बेड ฿350 प्रति रात से शुरू',
        ],
        'कमरों की कीमत प्रति रात है, होटल की अपनी स्थानीय मुद्रा में। भुगतान से पहले सेवा शुल्क दिखाया जाता है, और जिन कमरों में नाश्ता शामिल है उन पर निशान लगा होता है।',
      ],
      'zh-Hans': [
        '无论您想要私人泳池别墅，还是夜市旁的青旅床位，我们的酒店列表现已覆盖泰国、印度、上海、香港和台北。',
        [
          '普吉岛 Kata Beach Palm Resort：安达曼海边的私人泳池别墅',
          '清迈 Lanna Old City Boutique：古城墙内的柚木客房',
          '上海 Bund Heritage Hotel：1920年代地标建筑，坐拥江景',
          '曼谷 Khaosan Backpackers Hostel：多人间床位每晚350泰铢起',
        ],
        '房价按晚计算，以酒店当地货币标价。付款前会显示服务费，含早餐的房型均有标注。',
      ],
      'zh-Hant': [
        '無論您想要私人泳池別墅，還是夜市旁的青旅床位，我們的飯店列表現已涵蓋泰國、印度、上海、香港和台北。',
        [
          '普吉島 Kata Beach Palm Resort：安達曼海邊的私人泳池別墅',
          '清邁 Lanna Old City Boutique：古城牆內的柚木客房',
          '上海 Bund Heritage Hotel：1920年代地標建築，坐擁江景',
          '曼谷 Khaosan Backpackers Hostel：多人房床位每晚350泰銖起',
        ],
        '房價按晚計算，以飯店當地貨幣標價。付款前會顯示服務費，含早餐的房型均有標註。',
      ],
    },
  },
  {
    slug: 'pay-on-behalf',
    daysAgo: 16,
    revised: 2,
    title: tr(
      'Let a friend pay: pay-on-behalf is here | ให้เพื่อนจ่ายแทน: ฟีเจอร์ชำระเงินแทนมาแล้ว | दोस्त से भुगतान करवाएँ: अब पे-ऑन-बिहाफ़ उपलब्ध | 让朋友帮你付：代付功能上线 | 讓朋友幫你付：代付功能上線',
    ),
    summary: tr(
      'Send an order to a friend in chat and they can pay it from their own wallet. | ส่งคำสั่งซื้อให้เพื่อนในแชต แล้วเพื่อนจ่ายจากกระเป๋าเงินของตัวเองได้ | चैट में दोस्त को ऑर्डर भेजें और वे अपने वॉलेट से भुगतान कर सकते हैं। | 在聊天中把订单发给朋友，对方即可用自己的钱包支付。 | 在聊天中把訂單傳給朋友，對方即可用自己的錢包支付。',
    ),
    body: {
      en: [
        'Ordering for the office, or treating someone far away? Create the order as usual, choose Ask a friend to pay, and send the request in chat or as a link.',
        [
          'Your friend sees the items, the total and how long the request stays open',
          'They pay from their own Wayfare wallet; if they pay from a balance in another currency, they see the rate and both amounts before confirming',
          'If nobody pays in time, the request expires and nothing is charged',
        ],
        'You will get a message as soon as your friend has paid, and the order starts right away.',
      ],
      'th-TH': [
        'สั่งอาหารให้ทั้งออฟฟิศ หรืออยากเลี้ยงคนที่อยู่ไกล? สร้างคำสั่งซื้อตามปกติ เลือก ให้เพื่อนจ่ายแทน แล้วส่งคำขอทางแชตหรือเป็นลิงก์',
        [
          'เพื่อนจะเห็นรายการ ยอดรวม และเวลาที่คำขอยังเปิดอยู่',
          'เพื่อนจ่ายจากกระเป๋าเงิน Wayfare ของตัวเอง หากจ่ายจากยอดเงินสกุลอื่น จะเห็นอัตราแลกเปลี่ยนและจำนวนเงินทั้งสองฝั่งก่อนยืนยัน',
          'หากไม่มีใครจ่ายทันเวลา คำขอจะหมดอายุและไม่มีการเรียกเก็บเงิน',
        ],
        'คุณจะได้รับข้อความทันทีที่เพื่อนชำระเงิน และคำสั่งซื้อจะเริ่มดำเนินการทันที',
      ],
      'hi-IN': [
        'दफ़्तर के लिए ऑर्डर कर रहे हैं, या दूर बैठे किसी को कुछ खिलाना है? हमेशा की तरह ऑर्डर बनाएँ, दोस्त से भुगतान करवाएँ चुनें, और अनुरोध चैट में या लिंक के रूप में भेजें।',
        [
          'आपके दोस्त को आइटम, कुल राशि और अनुरोध कितनी देर खुला रहेगा, यह दिखता है',
          'वे अपने Wayfare वॉलेट से भुगतान करते हैं; किसी दूसरी मुद्रा के बैलेंस से भुगतान करने पर पुष्टि से पहले उन्हें विनिमय दर और दोनों राशियाँ दिखती हैं',
          'अगर समय पर कोई भुगतान नहीं करता, तो अनुरोध समाप्त हो जाता है और कोई शुल्क नहीं लगता',
        ],
        'जैसे ही आपका दोस्त भुगतान करेगा, आपको संदेश मिलेगा और ऑर्डर तुरंत शुरू हो जाएगा।',
      ],
      'zh-Hans': [
        '为办公室点餐，或想请远方的朋友吃饭？照常下单，选择“请朋友代付”，然后通过聊天或链接发送请求。',
        [
          '朋友可以看到商品、总额以及请求的剩余有效时间',
          '对方用自己的 Wayfare 钱包支付；如用其他币种的余额支付，确认前会先看到汇率和两种货币的金额',
          '如果无人按时支付，请求将过期，不会扣款',
        ],
        '朋友付款后您会立即收到消息，订单随即开始处理。',
      ],
      'zh-Hant': [
        '為辦公室點餐，或想請遠方的朋友吃飯？照常下單，選擇「請朋友代付」，然後透過聊天或連結傳送請求。',
        [
          '朋友可以看到商品、總額以及請求的剩餘有效時間',
          '對方用自己的 Wayfare 錢包支付；如用其他幣別的餘額支付，確認前會先看到匯率和兩種貨幣的金額',
          '如果無人按時支付，請求將過期，不會扣款',
        ],
        '朋友付款後您會立即收到訊息，訂單隨即開始處理。',
      ],
    },
  },
  {
    slug: 'account-safety',
    daysAgo: 21,
    title: tr(
      'Five habits that keep your account and wallet safe | 5 นิสัยที่ช่วยให้บัญชีและกระเป๋าเงินของคุณปลอดภัย | पाँच आदतें जो आपके खाते और वॉलेट को सुरक्षित रखती हैं | 保护账户和钱包安全的五个好习惯 | 保護帳戶和錢包安全的五個好習慣',
    ),
    summary: tr(
      'We will never ask for your password or verification code. Here is how to spot a scam. | เราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณเด็ดขาด นี่คือวิธีสังเกตมิจฉาชีพ | हम कभी आपका पासवर्ड या सत्यापन कोड नहीं माँगेंगे। धोखाधड़ी ऐसे पहचानें। | 我们绝不会索要您的密码或验证码。教您识别诈骗。 | 我們絕不會索取您的密碼或驗證碼。教您辨識詐騙。',
    ),
    body: {
      en: [
        'Most account takeovers start with a message that looks official. A few habits make you a much harder target:',
        [
          'Never share your login password, withdrawal password or verification code, not even with us',
          'Use a different password for Wayfare than for your e-mail',
          'Set a withdrawal password that is not your birthday',
          'If you are told you logged in on another device and it was not you, change your password at once',
          'Only pay friends you know through pay-on-behalf requests',
        ],
        'If something looks wrong, contact support from the Help page and we will freeze the account while we check.',
      ],
      'th-TH': [
        'การถูกยึดบัญชีส่วนใหญ่เริ่มจากข้อความที่ดูเหมือนเป็นทางการ นิสัยเล็กๆ เหล่านี้ช่วยให้คุณตกเป็นเป้าหมายได้ยากขึ้นมาก:',
        [
          'ห้ามบอกรหัสผ่านเข้าสู่ระบบ รหัสผ่านถอนเงิน หรือรหัสยืนยันกับใคร แม้แต่กับเรา',
          'ใช้รหัสผ่าน Wayfare ที่ต่างจากรหัสผ่านอีเมล',
          'ตั้งรหัสผ่านถอนเงินที่ไม่ใช่วันเกิดของคุณ',
          'หากได้รับแจ้งว่ามีการเข้าสู่ระบบจากอุปกรณ์อื่นโดยที่ไม่ใช่คุณ ให้เปลี่ยนรหัสผ่านทันที',
          'จ่ายแทนเฉพาะเพื่อนที่คุณรู้จักผ่านคำขอชำระเงินแทน',
        ],
        'หากพบสิ่งผิดปกติ ติดต่อฝ่ายสนับสนุนจากหน้าช่วยเหลือ แล้วเราจะระงับบัญชีไว้ระหว่างตรวจสอบ',
      ],
      'hi-IN': [
        'ज़्यादातर खाते हथियाने की शुरुआत एक आधिकारिक दिखने वाले संदेश से होती है। कुछ आदतें आपको बहुत मुश्किल निशाना बनाती हैं:',
        [
          'अपना लॉगिन पासवर्ड, निकासी पासवर्ड या सत्यापन कोड कभी साझा न करें, हमारे साथ भी नहीं',
          'Wayfare के लिए अपने ई-मेल से अलग पासवर्ड रखें',
          'ऐसा निकासी पासवर्ड रखें जो आपकी जन्मतिथि न हो',
          'अगर बताया जाए कि आपने किसी दूसरे डिवाइस पर लॉगिन किया और वह आप नहीं थे, तो तुरंत पासवर्ड बदलें',
          'पे-ऑन-बिहाफ़ अनुरोधों से सिर्फ़ उन्हीं दोस्तों के लिए भुगतान करें जिन्हें आप जानते हैं',
        ],
        'अगर कुछ गड़बड़ लगे, तो सहायता पेज से सपोर्ट से संपर्क करें; जाँच के दौरान हम खाता फ़्रीज़ कर देंगे।',
      ],
      'zh-Hans': [
        '大多数账户被盗都始于一条看似官方的消息。养成以下习惯，让骗子无从下手：',
        [
          '绝不透露登录密码、提现密码或验证码，对我们也不例外',
          'Wayfare 密码不要与邮箱密码相同',
          '提现密码不要使用生日',
          '如收到在其他设备登录的提示而并非本人操作，请立即修改密码',
          '只为认识的朋友支付代付请求',
        ],
        '如发现异常，请通过帮助页面联系客服，我们会在核查期间冻结账户。',
      ],
      'zh-Hant': [
        '大多數帳戶被盜都始於一則看似官方的訊息。養成以下習慣，讓騙子無從下手：',
        [
          '絕不透露登入密碼、提領密碼或驗證碼，對我們也不例外',
          'Wayfare 密碼不要與電子郵件密碼相同',
          '提領密碼不要使用生日',
          '如收到在其他裝置登入的提示而並非本人操作，請立即修改密碼',
          '只為認識的朋友支付代付請求',
        ],
        '如發現異常，請透過幫助頁面聯絡客服，我們會在核查期間凍結帳戶。',
      ],
    },
  },
];
