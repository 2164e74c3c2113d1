import { parseDishes } from './menu';

/** Desserts and ice cream, Thai, Cantonese, Indian and Western. */
export const SWEET_DISHES = parseDishes(`
mango-sticky-rice | plate | #f7c948 #fdfefe | 250 | none | desserts
Mango Sticky Rice | ข้าวเหนียวมะม่วง | मैंगो स्टिकी राइस | 芒果糯米饭 | 芒果糯米飯
Sweet Nam Dok Mai mango with coconut sticky rice | มะม่วงน้ำดอกไม้สุกหวาน กับข้าวเหนียวมูนกะทิ | नारियल स्टिकी राइस के साथ मीठा नाम डोक माई आम | 香甜水仙芒配椰浆糯米饭 | 香甜水仙芒配椰漿糯米飯

thai-tea-bingsu | icecream | #e67e22 #fdebd0 | 320 | dessert | icecream
Thai Tea Bingsu | บิงซูชาไทย | थाई टी बिंगसू | 泰式奶茶雪冰 | 泰式奶茶雪冰
Milky shaved ice with Thai tea syrup and toast cubes | น้ำแข็งไสนมสด ราดชาไทย และขนมปังกรอบ | थाई टी सिरप और टोस्ट क्यूब्स के साथ दूधिया बर्फ़ का चूरा | 牛奶雪花冰淋泰式奶茶酱，配吐司丁 | 牛奶雪花冰淋泰式奶茶醬，配吐司丁

coconut-ice-cream | icecream | #fdfefe #8d6e63 | 150 | dessert | icecream
Coconut Ice Cream | ไอศกรีมกะทิ | नारियल आइसक्रीम | 椰子冰淇淋 | 椰子冰淇淋
Creamy coconut ice cream with roasted peanuts and sticky rice | ไอศกรีมกะทิ โรยถั่วคั่วและข้าวเหนียว | भुनी मूंगफली और स्टिकी राइस के साथ मलाईदार नारियल आइसक्रीम | 椰子冰淇淋配烤花生和糯米 | 椰子冰淇淋配烤花生和糯米

banana-roti | wrap | #f5deb3 #f1c40f | 120 | dessert | desserts
Banana Roti | โรตีกล้วยหอม | केला रोटी | 香蕉煎饼 | 香蕉煎餅
Crispy pan-fried roti with banana, condensed milk and sugar | โรตีทอดกรอบใส่กล้วย ราดนมข้นหวานและน้ำตาล | केले, कंडेंस्ड मिल्क और चीनी के साथ कुरकुरी तवे की रोटी | 香脆煎饼夹香蕉，淋炼乳撒砂糖 | 香脆煎餅夾香蕉，淋煉乳撒砂糖

khanom-mor-kaeng | cake | #c68642 #f5deb3 | 180 | none | desserts
Coconut Custard Cake | ขนมหม้อแกง | नारियल कस्टर्ड केक | 泰式椰香蛋糕 | 泰式椰香蛋糕
Baked egg and coconut custard topped with fried shallots | ขนมหม้อแกงไข่ หอมกะทิ โรยหอมเจียว | तले प्याज़ से सजा बेक्ड अंडा-नारियल कस्टर्ड | 烤蛋椰浆布丁，撒油葱酥 | 烤蛋椰漿布丁，撒油蔥酥

egg-waffle | waffle | #f4d03f #e67e22 | 260 | dessert | desserts
Hong Kong Egg Waffle | ขนมไข่ฮ่องกง | हांगकांग एग वैफ़ल | 港式鸡蛋仔 | 港式雞蛋仔
Bubble waffle, crisp outside and custardy inside | วาฟเฟิลไข่เป็นลูกกลม กรอบนอกนุ่มใน | बुलबुलेदार वैफ़ल, बाहर से कुरकुरा और अंदर से मुलायम | 外脆内软的格仔鸡蛋饼 | 外脆內軟的格仔雞蛋餅

mango-pomelo-sago | parfait | #f9ca24 #ff7979 | 280 | none | desserts
Mango Pomelo Sago | มะม่วงส้มโอสาคู | मैंगो पोमेलो साबूदाना | 杨枝甘露 | 楊枝甘露
Chilled mango cream with pomelo pulp and sago pearls | ครีมมะม่วงเย็นกับเนื้อส้มโอและสาคู | पोमेलो और साबूदाने के साथ ठंडी आम क्रीम | 冰凉芒果西米露配柚子果肉 | 冰涼芒果西米露配柚子果肉

egg-tart | tart | #f7dc6f #d4a04f | 150 | none | desserts
Egg Tart (2 pcs) | ทาร์ตไข่ (2 ชิ้น) | एग टार्ट (2 पीस) | 蛋挞（2个） | 蛋撻（2個）
Flaky pastry with a silky, just-set egg custard | แป้งพายกรอบร่วน ไส้คัสตาร์ดไข่เนียนนุ่ม | परतदार पेस्ट्री में रेशमी अंडा कस्टर्ड | 酥皮包裹嫩滑蛋奶馅 | 酥皮包裹嫩滑蛋奶餡

tang-yuan | balls | #fdfefe #2c3e50 | 220 | none | desserts
Black Sesame Tang Yuan | บัวลอยงาดำน้ำขิง | काले तिल तांग युआन | 黑芝麻汤圆 | 黑芝麻湯圓
Glutinous rice balls with molten black sesame in ginger syrup | บัวลอยไส้งาดำลาวา ในน้ำขิง | अदरक की चाशनी में पिघले काले तिल से भरे चिपचिपे चावल के गोले | 姜汤里的流心黑芝麻汤圆 | 薑湯裡的流心黑芝麻湯圓

red-bean-soup | bowl-soup | #922b21 #f5e6c8 | 180 | none | desserts
Red Bean Sweet Soup | ถั่วแดงต้มน้ำตาล | लाल बीन्स का मीठा सूप | 红豆沙 | 紅豆沙
Slow-cooked adzuki bean dessert soup with aged orange peel | ถั่วแดงเคี่ยวนาน หอมผิวส้มตากแห้ง | पुराने संतरे के छिलके के साथ धीमी आंच पर पका अज़ुकी बीन का मीठा सूप | 陈皮慢熬红豆沙 | 陳皮慢熬紅豆沙

gulab-jamun | balls | #8e3b1f #f5cba7 | 150 | none | desserts
Gulab Jamun (2 pcs) | กุหลาบจามุน (2 ลูก) | गुलाब जामुन (2 पीस) | 印度玫瑰糖丸（2个） | 印度玫瑰糖丸（2個）
Warm milk dumplings soaked in rose and cardamom syrup | ลูกแป้งนมทอดอุ่นๆ แช่น้ำเชื่อมกุหลาบและกระวาน | गुलाब-इलायची की चाशनी में डूबे गरम खोया गोले | 温热奶团浸泡在玫瑰豆蔻糖浆中 | 溫熱奶團浸泡在玫瑰荳蔻糖漿中

rasmalai | parfait | #fdf2e9 #f4d03f | 200 | none | desserts
Rasmalai (2 pcs) | รสมาลัย (2 ชิ้น) | रसमलाई (2 पीस) | 印度奶酪甜球（2个） | 印度奶酪甜球（2個）
Soft cheese patties in saffron and pistachio milk | ชีสนุ่มในนมหญ้าฝรั่นและพิสตาชิโอ | केसर-पिस्ता दूध में नरम छेने की टिकिया | 软奶酪饼浸在藏红花开心果奶中 | 軟奶酪餅浸在番紅花開心果奶中

kulfi | icecream | #f5cba7 #27ae60 | 140 | none | icecream
Pistachio Kulfi | กุลฟีพิสตาชิโอ | पिस्ता कुल्फ़ी | 开心果印度冰糕 | 開心果印度冰糕
Dense frozen milk dessert with pistachio and cardamom | ไอศกรีมนมแบบอินเดียเนื้อแน่น ใส่พิสตาชิโอและกระวาน | पिस्ता और इलायची वाली गाढ़ी जमी हुई दूध की मिठाई | 浓郁开心果豆蔻冰冻奶糕 | 濃郁開心果荳蔻冰凍奶糕

cheesecake | cake | #fdebd0 #c0392b | 380 | none | desserts
Strawberry Cheesecake | ชีสเค้กสตรอว์เบอร์รี | स्ट्रॉबेरी चीज़केक | 草莓芝士蛋糕 | 草莓芝士蛋糕
Baked New York cheesecake with strawberry compote | นิวยอร์กชีสเค้กอบ ราดซอสสตรอว์เบอร์รี | स्ट्रॉबेरी कॉम्पोट के साथ बेक्ड न्यूयॉर्क चीज़केक | 纽约烤芝士蛋糕配草莓果酱 | 紐約烤芝士蛋糕配草莓果醬

lava-cake | cake | #3e2723 #f5cba7 | 400 | dessert | desserts
Chocolate Lava Cake | ลาวาเค้กช็อกโกแลต | चॉकलेट लावा केक | 熔岩巧克力蛋糕 | 熔岩巧克力蛋糕
Warm chocolate cake with a molten centre | เค้กช็อกโกแลตอุ่นๆ ไส้ลาวาเยิ้ม | पिघले केंद्र वाला गर्म चॉकलेट केक | 温热巧克力蛋糕，流心内馅 | 溫熱巧克力蛋糕，流心內餡

tiramisu | cake | #8e6e53 #f5e6c8 | 420 | none | desserts
Tiramisu | ทีรามิสุ | तिरामिसु | 提拉米苏 | 提拉米蘇
Espresso-soaked ladyfingers layered with mascarpone | เลดี้ฟิงเกอร์ชุบเอสเปรสโซ สลับชั้นมาสคาร์โปเน | मस्कारपोन के साथ परतों में एस्प्रेसो में भीगे लेडीफ़िंगर्स | 浸透浓缩咖啡的手指饼与马斯卡彭层叠 | 浸透濃縮咖啡的手指餅與馬斯卡彭層疊

sundae | icecream | #fdfefe #6e2c00 | 200 | none | icecream
Chocolate Sundae | ช็อกโกแลตซันเด | चॉकलेट संडे | 巧克力圣代 | 巧克力聖代
Soft-serve vanilla with hot fudge and peanuts | ไอศกรีมวานิลลาซอฟต์เสิร์ฟ ราดฮอตฟัดจ์และถั่ว | हॉट फ़ज और मूंगफली के साथ सॉफ़्ट-सर्व वनीला | 软冰淇淋配热巧克力酱和花生 | 霜淇淋配熱巧克力醬和花生
`);
