/** Restaurants of Delhi, Mumbai, Shanghai and Hong Kong; same table format as `merchants-data.ts`. */
export const RESTAURANTS_ABROAD = `
old-delhi-tandoor | Old Delhi Tandoor House | indian | indian | delhi | 28.6506,77.2303 | lunch-dinner | 1 | 6000 | 30 | 199 | 46 | 4120 | 17700 | rec | top_rated
Chandni Chowk, Old Delhi, Delhi 110006 | +91 11 2391 4410
Charcoal tandoor, buttery dal and butter chicken from the lanes of Old Delhi | เตาทันดูร์ถ่าน ดาลเนยเข้มข้น และบัตเตอร์ชิกเก้นจากตรอกเก่าแห่งเดลี | पुरानी दिल्ली की गलियों से कोयले का तंदूर, मक्खनी दाल और बटर चिकन | 来自老德里小巷的炭火泥炉、黄油豆糊和黄油鸡 | 來自老德里小巷的炭火泥爐、奶油豆糊和奶油雞

chandni-chaat-co | Chandni Chowk Chaat Co. | indian | indian-street | delhi | 28.6328,77.2197 | standard | 1 | 5000 | 25 | 99 | 45 | 2870 | 13940 | - | vegetarian spicy
Janpath, Connaught Place, New Delhi 110001 | +91 11 2335 0099
Chole bhature, pani puri and tikki chaat: tangy, crunchy and fresh | โชเล่ภาตูเร ปานีปูรี และติกกี้ชาท เปรี้ยว กรอบ สดใหม่ | छोले भटूरे, पानी पूरी और टिक्की चाट: चटपटे, कुरकुरे और ताज़ा | 鹰嘴豆炸饼、印度脆球和土豆饼小吃，酸香酥脆 | 鷹嘴豆炸餅、印度脆球和馬鈴薯餅小吃，酸香酥脆

connaught-burger-club | Connaught Burger Club | burgers | burgers | delhi | 28.6315,77.2167 | late | 0.9 | 7000 | 40 | 249 | 44 | 1650 | 6030 | - | -
Inner Circle, Connaught Place, New Delhi 110001 | +91 11 4150 2233
Juicy burgers and loaded fries in the heart of Connaught Place | เบอร์เกอร์ฉ่ำๆ และเฟรนช์ฟรายส์จัดเต็ม ใจกลางคอนนอตเพลส | कनॉट प्लेस के दिल में रसीले बर्गर और लोडेड फ़्राइज़ | 康诺特广场中心的多汁汉堡和满料薯条 | 康諾特廣場中心的多汁漢堡和滿料薯條

punjab-dhaba-express | Punjab Dhaba Express | indian | indian | delhi | 28.6519,77.1907 | 24h | 0.85 | 8000 | 0 | 149 | 43 | 3310 | 19820 | - | open_24h free_delivery
Ajmal Khan Road, Karol Bagh, New Delhi 110005 | +91 11 2572 2424
Highway dhaba flavours around the clock: dal, paneer and hot tandoori rotis | รสชาติแบบร้านธาบาริมทางตลอด 24 ชั่วโมง ดาล ปานีร์ และโรตีทันดูรีร้อนๆ | चौबीसों घंटे हाईवे ढाबे का स्वाद: दाल, पनीर और गरम तंदूरी रोटियाँ | 全天候公路小馆风味：豆糊、奶酪和热腾腾的泥炉饼 | 全天候公路小館風味：豆糊、奶酪和熱騰騰的泥爐餅

lassi-chai-bar | Lassi & Chai Bar | drinks | indian-drinks | delhi | 28.6002,77.2270 | cafe | 1 | 5000 | 20 | 99 | 47 | 2540 | 16210 | - | top_rated
Khan Market, Rabindra Nagar, New Delhi 110003 | +91 11 2463 7711
Thick mango lassi, cutting chai and snacks for the afternoon break | มะม่วงลัสซี่เข้มข้น ชาร้อนแก้วเล็ก และของว่างยามบ่าย | दोपहर के ब्रेक के लिए गाढ़ी मैंगो लस्सी, कटिंग चाय और नाश्ता | 浓稠芒果拉西、印度小杯奶茶和午后小吃 | 濃稠芒果拉西、印度小杯奶茶和午後小吃

bandra-bombay-kitchen | Bandra Bombay Kitchen | indian | indian | mumbai | 19.0596,72.8295 | lunch-dinner | 1.1 | 6000 | 35 | 249 | 47 | 2790 | 10440 | - | top_rated
Hill Road, Bandra West, Mumbai 400050 | +91 22 2642 5050
Coastal Mumbai comfort food, biryani and rich curries | อาหารบ้านๆ สไตล์มุมไบริมฝั่ง ข้าวหมก และแกงรสเข้มข้น | तटीय मुंबई का घर जैसा खाना, बिरयानी और गाढ़ी करी | 孟买海岸家常菜、香饭和浓郁咖喱 | 孟買海岸家常菜、香飯和濃郁咖哩

colaba-pizza-republic | Colaba Pizza Republic | pizza | pizza-in | mumbai | 18.9067,72.8147 | late | 1 | 5000 | 40 | 299 | 45 | 1390 | 5120 | - | family
Colaba Causeway, Colaba, Mumbai 400005 | +91 22 2284 3300
Thin-crust pizzas with Indian twists such as paneer tikka | พิซซ่าแป้งบางสไตล์อินเดีย เช่น ปานีร์ติกก้า | पनीर टिक्का जैसे भारतीय ट्विस्ट वाले पतले क्रस्ट पिज़्ज़ा | 融入印度风味的薄底披萨，如烤奶酪披萨 | 融入印度風味的薄底披薩，如烤奶酪披薩

marine-drive-sweets | Marine Drive Sweets | dessert | indian-sweets | mumbai | 18.9322,72.8264 | standard | 1 | 6000 | 30 | 149 | 46 | 1980 | 9310 | - | vegetarian
Marine Drive, Churchgate, Mumbai 400020 | +91 22 2281 1212
Gulab jamun, rasmalai, kulfi and cakes by the sea | กุหลาบจามุน รสมาลัย กุลฟี และเค้ก ริมทะเล | समुद्र किनारे गुलाब जामुन, रसमलाई, कुल्फ़ी और केक | 海滨的玫瑰糖丸、奶酪甜球、印度冰糕和蛋糕 | 海濱的玫瑰糖丸、奶酪甜球、印度冰糕和蛋糕

juhu-green-kitchen | Juhu Green Kitchen | healthy | healthy | mumbai | 19.1075,72.8263 | cafe | 1 | 6000 | 30 | 199 | 46 | 1120 | 3880 | - | vegetarian
Juhu Tara Road, Juhu, Mumbai 400049 | +91 22 2660 4411
Fresh salads, bowls and smoothies a short walk from Juhu Beach | สลัด โบวล์ และสมูทตี้สดใหม่ เดินไม่ไกลจากหาดจูฮู | जुहू बीच से कुछ कदम दूर ताज़ा सलाद, बाउल और स्मूदी | 距朱胡海滩几步之遥的新鲜沙拉、能量碗和果昔 | 距朱胡海灘幾步之遙的新鮮沙拉、能量碗和果昔

vada-pav-junction | Vada Pav Junction | fastfood | fastfood-in | mumbai | 19.0178,72.8478 | late | 1 | 7000 | 0 | 99 | 45 | 3650 | 24870 | - | free_delivery
Ranade Road, Dadar West, Mumbai 400028 | +91 22 2430 8800
Mumbai's favourite street snacks, fast: vada pav, pav bhaji and dosa | สตรีทฟู้ดยอดนิยมของมุมไบ ได้ไว วาดาปาว ปาวภาจี และโดซ่า | मुंबई के पसंदीदा स्ट्रीट स्नैक्स, झटपट: वड़ा पाव, पाव भाजी और डोसा | 孟买最受欢迎的街头小吃，出餐快：土豆饼汉堡、蔬菜泥面包和薄饼 | 孟買最受歡迎的街頭小吃，出餐快：馬鈴薯餅漢堡、蔬菜泥麵包和薄餅

nanjing-road-noodles | Nanjing Road Noodle House | noodles | sh-noodles | shanghai | 31.2352,121.4795 | standard | 1 | 5000 | 5 | 25 | 46 | 3020 | 14560 | - | top_rated
Nanjing Road East, Huangpu District, Shanghai 200001 | +86 21 6322 1188
Scallion oil noodles, braised beef noodle soup and Shanghai pork chops | บะหมี่น้ำมันต้นหอม ก๋วยเตี๋ยวเนื้อตุ๋น และหมูทอดเซี่ยงไฮ้ | हरे प्याज़ के तेल वाले नूडल्स, ब्रेज़्ड बीफ़ नूडल सूप और शंघाई पोर्क चॉप | 葱油拌面、红烧牛肉面和上海炸猪排 | 蔥油拌麵、紅燒牛肉麵和上海炸豬排

jingan-xiaolongbao | Jing'an Xiaolongbao | chinese | sh-dumplings | shanghai | 31.2231,121.4454 | lunch-dinner | 1.1 | 5000 | 6 | 30 | 48 | 4890 | 22310 | rec | top_rated
West Nanjing Road, Jing'an District, Shanghai 200040 | +86 21 6247 3366
Soup dumplings pleated by hand, eighteen folds each | เสี่ยวหลงเปาจีบด้วยมือ ลูกละสิบแปดจีบ | हाथ से बने सूप डंपलिंग, हर एक में अठारह चुन्नटें | 手工小笼包，每只十八个褶 | 手工小籠包，每隻十八個褶

bund-burger-bar | Bund Burger Bar | burgers | burgers | shanghai | 31.2400,121.4900 | late | 1 | 6000 | 8 | 50 | 45 | 1270 | 4460 | - | late_night
Zhongshan East 1st Road, Huangpu District, Shanghai 200002 | +86 21 6321 0808
Riverside burgers and craft shakes with a view of the Bund | เบอร์เกอร์ริมแม่น้ำและมิลค์เชค พร้อมวิวเดอะบันด์ | बंड के नज़ारे के साथ नदी किनारे बर्गर और क्राफ़्ट शेक | 外滩江景汉堡和手工奶昔 | 外灘江景漢堡和手工奶昔

xintiandi-tea-house | Xintiandi Tea House | drinks | cn-drinks | shanghai | 31.2196,121.4751 | cafe | 1 | 5000 | 4 | 20 | 47 | 2210 | 19930 | - | new
Taicang Road, Huangpu District, Shanghai 200021 | +86 21 6385 5577
Brown sugar milk tea, jasmine tea and egg tarts | ชานมบราวน์ชูการ์ ชามะลิ และทาร์ตไข่ | ब्राउन शुगर मिल्क टी, चमेली चाय और एग टार्ट | 黑糖奶茶、茉莉花茶和蛋挞 | 黑糖奶茶、茉莉花茶和蛋撻

shanghai-sweet-soup | Shanghai Sweet Soup | dessert | cn-dessert | shanghai | 31.2103,121.4693 | weekday | 1 | 5000 | 5 | 25 | 46 | 1540 | 7020 | - | -
Taikang Road, Huangpu District, Shanghai 200025 | +86 21 6466 2020
Tang yuan, red bean soup and mango sago, made the old Shanghai way | บัวลอย ถั่วแดง และมะม่วงสาคู ทำแบบเซี่ยงไฮ้ดั้งเดิม | पुराने शंघाई अंदाज़ में बने तांग युआन, लाल बीन्स का सूप और मैंगो साबूदाना | 老上海做法的汤圆、红豆沙和杨枝甘露 | 老上海做法的湯圓、紅豆沙和楊枝甘露

mong-kok-cha-chaan-teng | Mong Kok Cha Chaan Teng | chinese | hk-cafe | hongkong | 22.3193,114.1694 | early | 1 | 5000 | 12 | 60 | 46 | 3740 | 20540 | rec | top_rated
Nathan Road, Mong Kok, Kowloon, Hong Kong | +852 2384 6611
Pineapple buns, milk tea and French toast, Hong Kong diner style | ขนมปังสับปะรด ชานม และเฟรนช์โทสต์ สไตล์ร้านอาหารฮ่องกง | पाइनएप्पल बन, मिल्क टी और फ्रेंच टोस्ट, हांगकांग डाइनर अंदाज़ में | 菠萝油、港式奶茶和西多士，地道茶餐厅风味 | 菠蘿油、港式奶茶和西多士，地道茶餐廳風味

central-wonton-noodles | Central Wonton Noodles | noodles | hk-noodles | hongkong | 22.2819,114.1552 | standard | 1 | 4000 | 15 | 80 | 47 | 2650 | 11880 | - | -
Wellington Street, Central, Hong Kong | +852 2541 3322
Springy egg noodles, shrimp wontons and Cantonese roast meats | บะหมี่เส้นเหนียวนุ่ม เกี๊ยวกุ้ง และเนื้อย่างสไตล์กวางตุ้ง | लचीले एग नूडल्स, झींगा वॉन्टन और कैंटोनीज़ रोस्ट मीट | 爽口蛋面、鲜虾云吞和粤式烧味 | 爽口蛋麵、鮮蝦雲吞和粵式燒味

tst-dim-sum | Tsim Sha Tsui Dim Sum | chinese | dimsum | hongkong | 22.2988,114.1722 | dimsum | 1.1 | 5000 | 18 | 100 | 47 | 3180 | 13260 | - | family
Canton Road, Tsim Sha Tsui, Kowloon, Hong Kong | +852 2736 8899
Har gow, siu mai and char siu bao, steamed fresh from morning to afternoon | ฮะเก๋า ขนมจีบ และซาลาเปาหมูแดง นึ่งสดตั้งแต่เช้าถึงบ่าย | सुबह से दोपहर तक ताज़ा भाप में पके हर गाओ, सिउ माई और चार सिउ बाओ | 从早到午现蒸的虾饺、烧卖和叉烧包 | 從早到午現蒸的蝦餃、燒賣和叉燒包

causeway-egg-waffle | Causeway Egg Waffle | dessert | hk-dessert | hongkong | 22.2802,114.1850 | late | 1 | 4000 | 12 | 50 | 46 | 2030 | 9570 | - | late_night
Yee Wo Street, Causeway Bay, Hong Kong | +852 2890 5566
Golden egg waffles, mango pomelo sago and other Hong Kong sweets | ขนมไข่ฮ่องกงสีทอง มะม่วงส้มโอสาคู และขนมหวานฮ่องกง | सुनहरे एग वैफ़ल, मैंगो पोमेलो साबूदाना और हांगकांग की दूसरी मिठाइयाँ | 金黄鸡蛋仔、杨枝甘露和其他港式甜品 | 金黃雞蛋仔、楊枝甘露和其他港式甜品

wan-chai-salad-lab | Wan Chai Salad Lab | healthy | healthy | hongkong | 22.2776,114.1751 | weekday | 1 | 5000 | 15 | 90 | 45 | 980 | 3650 | - | vegetarian
Lockhart Road, Wan Chai, Hong Kong | +852 2527 1100
Bowls and salads made for busy office lunches | โบวล์และสลัดสำหรับมื้อกลางวันของคนทำงาน | व्यस्त दफ़्तर के लंच के लिए बने बाउल और सलाद | 为忙碌上班族准备的能量碗和沙拉 | 為忙碌上班族準備的能量碗和沙拉
`;
