import { parseDishes } from './menu';

/** Noodle houses, Shanghai and Cantonese kitchens, dim sum and Hong Kong cafés. */
export const CHINESE_DISHES = parseDishes(`
boat-noodles | bowl-noodle | #5b2c1a #c0392b | 120 | noodle | noodles
Boat Noodles with Beef | ก๋วยเตี๋ยวเรือเนื้อ | बीफ़ बोट नूडल्स | 牛肉船面 | 牛肉船麵
Rich, spiced dark broth with beef slices and meatballs | น้ำซุปเข้มข้นเครื่องเทศ ใส่เนื้อสไลซ์และลูกชิ้น | बीफ़ स्लाइस और मीटबॉल के साथ मसालेदार गाढ़ा शोरबा | 浓郁香料深色汤底，配牛肉片和牛肉丸 | 濃郁香料深色湯底，配牛肉片和牛肉丸

tom-yum-noodles | bowl-noodle | #e4572e #f6b93b | 160 | noodle | noodles
Tom Yum Noodle Soup | ก๋วยเตี๋ยวต้มยำ | टॉम यम नूडल सूप | 冬阴功汤粉 | 冬蔭功湯粉
Thin rice noodles in sour-spicy broth with pork and ground peanuts | เส้นเล็กต้มยำน้ำข้น ใส่หมู และถั่วป่น | पोर्क और पिसी मूंगफली के साथ खट्टे-तीखे शोरबे में पतले राइस नूडल्स | 酸辣汤底细河粉，配猪肉和花生碎 | 酸辣湯底細河粉，配豬肉和花生碎

rad-na | noodles | #7f8c3d #d9b36c | 180 | noodle | noodles
Rad Na Gravy Noodles | ราดหน้าหมู | राड ना ग्रेवी नूडल्स | 泰式猪肉烩河粉 | 泰式豬肉燴河粉
Seared wide noodles under a silky gravy with pork and kale | เส้นใหญ่ผัดหอมราดน้ำข้น ใส่หมูและคะน้า | पोर्क और केल वाली मुलायम ग्रेवी के नीचे सिके चौड़े नूडल्स | 煎香宽粉淋上浓稠肉汁，配猪肉和芥兰 | 煎香寬粉淋上濃稠肉汁，配豬肉和芥蘭

wonton-noodles | bowl-noodle | #f4d58d #e17055 | 300 | noodle | noodles
Shrimp Wonton Noodle Soup | บะหมี่เกี๊ยวกุ้ง | झींगा वॉन्टन नूडल सूप | 鲜虾云吞面 | 鮮蝦雲吞麵
Springy egg noodles and plump shrimp wontons in clear broth | บะหมี่เส้นเหนียวนุ่มกับเกี๊ยวกุ้งในน้ำซุปใส | साफ़ शोरबे में लचीले एग नूडल्स और भरे हुए झींगा वॉन्टन | 爽滑蛋面配饱满鲜虾云吞，清汤 | 爽滑蛋麵配飽滿鮮蝦雲吞，清湯

dan-dan | bowl-noodle | #c0392b #f0932b | 280 | sichuan | noodles
Dan Dan Noodles | บะหมี่ตันตัน | डैन डैन नूडल्स | 担担面 | 擔擔麵
Sichuan noodles with chilli oil, minced pork and sesame | บะหมี่เสฉวนน้ำมันพริก หมูสับ และงา | चिली ऑयल, कीमा पोर्क और तिल के साथ सिचुआन नूडल्स | 红油、肉末和芝麻酱拌四川面 | 紅油、肉末和芝麻醬拌四川麵

scallion-oil-noodles | noodles | #6d4c41 #7bc043 | 220 | noodle | noodles
Scallion Oil Noodles | บะหมี่น้ำมันต้นหอม | हरे प्याज़ के तेल वाले नूडल्स | 葱油拌面 | 蔥油拌麵
A Shanghai classic: noodles tossed in fragrant scallion oil and soy | บะหมี่คลุกน้ำมันต้นหอมเจียวและซีอิ๊ว ตำรับเซี่ยงไฮ้ | शंघाई क्लासिक: सुगंधित हरे प्याज़ के तेल और सोया में नूडल्स | 上海经典：葱油香浓，酱油拌面 | 上海經典：蔥油香濃，醬油拌麵

beef-noodle-soup | bowl-noodle | #8e3b22 #f5cd79 | 350 | noodle | noodles
Braised Beef Noodle Soup | ก๋วยเตี๋ยวเนื้อตุ๋น | ब्रेज़्ड बीफ़ नूडल सूप | 红烧牛肉面 | 紅燒牛肉麵
Tender braised beef shank with hand-pulled noodles | เนื้อน่องตุ๋นนุ่มกับเส้นบะหมี่ดึงมือ | हाथ से खींचे नूडल्स के साथ नरम पका बीफ़ शैंक | 软烂红烧牛腱配手工拉面 | 軟爛紅燒牛腱配手工拉麵

zha-jiang-mian | noodles | #4e342e #aed581 | 250 | noodle | noodles
Zha Jiang Noodles | บะหมี่ซอสเต้าเจี้ยวหมูสับ | झा जियांग नूडल्स | 炸酱面 | 炸醬麵
Noodles with savoury fermented bean and pork sauce and cucumber | บะหมี่ราดซอสเต้าเจี้ยวหมูสับ โรยแตงกวา | खमीरी बीन और पोर्क सॉस तथा खीरे के साथ नूडल्स | 黄豆酱肉末拌面，配黄瓜丝 | 黃豆醬肉末拌麵，配黃瓜絲

beef-ho-fun | noodles | #5d4037 #8bc34a | 320 | noodle | noodles
Dry-Fried Beef Ho Fun | เส้นใหญ่ผัดเนื้อแห้ง | ड्राई-फ्राइड बीफ़ हो फ़न | 干炒牛河 | 乾炒牛河
Smoky wok-fried flat rice noodles with beef and bean sprouts | เส้นใหญ่ผัดเนื้อกับถั่วงอก หอมกลิ่นกระทะ | बीफ़ और अंकुरित मूंग के साथ धुएँदार कड़ाही में तले चपटे नूडल्स | 镬气十足的牛肉芽菜炒河粉 | 鑊氣十足的牛肉芽菜炒河粉

cold-sesame-noodles | noodles | #d7a86e #4caf50 | 200 | sichuan | noodles
Cold Sesame Noodles | บะหมี่เย็นซอสงา | ठंडे तिल नूडल्स | 麻酱凉面 | 麻醬涼麵
Chilled noodles with sesame sauce, cucumber and chilli crisp | บะหมี่เย็นราดซอสงา แตงกวา และพริกกรอบ | तिल सॉस, खीरे और चिली क्रिस्प के साथ ठंडे नूडल्स | 芝麻酱凉面，配黄瓜和香辣脆 | 芝麻醬涼麵，配黃瓜和香辣脆

pork-chop | chicken | #c58b3a #7a4a1f | 260 | none | starters
Shanghai Pork Chop | หมูทอดเซี่ยงไฮ้ | शंघाई पोर्क चॉप | 上海炸猪排 | 上海炸豬排
Crispy fried pork chop with a tangy Worcester-style sauce | หมูทอดกรอบ เสิร์ฟพร้อมซอสเปรี้ยวหวานสไตล์เซี่ยงไฮ้ | वूस्टर जैसी चटपटी सॉस के साथ कुरकुरा तला पोर्क चॉप | 外酥里嫩炸猪排，蘸辣酱油 | 外酥裡嫩炸豬排，蘸辣醬油

braised-pork-rice | rice | #8b2f1c #f5e6c8 | 320 | rice | rice
Red-Braised Pork Belly Rice | ข้าวหมูสามชั้นตุ๋น | रेड-ब्रेज़्ड पोर्क बेली राइस | 红烧肉饭 | 紅燒肉飯
Glossy pork belly braised in soy and rock sugar, with rice and greens | หมูสามชั้นตุ๋นซีอิ๊วและน้ำตาลกรวดเงางาม เสิร์ฟพร้อมข้าวและผัก | सोया और मिश्री में पकी चमकदार पोर्क बेली, चावल और सब्ज़ियों के साथ | 浓油赤酱红烧肉配米饭和青菜 | 濃油赤醬紅燒肉配米飯和青菜

xiaolongbao | dumpling | #f5ebe0 #d4a373 | 420 | dimsum | dimsum
Xiaolongbao Soup Dumplings | เสี่ยวหลงเปา | श्याओलोंगबाओ सूप डंपलिंग | 小笼包 | 小籠包
Eight pleated pork dumplings filled with hot broth | เสี่ยวหลงเปาไส้หมูน้ำซุปร้อน 8 ลูก | गरम शोरबे से भरे आठ चुन्नटदार पोर्क डंपलिंग | 八只褶子均匀、汤汁饱满的鲜肉小笼 | 八隻褶子均勻、湯汁飽滿的鮮肉小籠

sheng-jian-bao | bun | #f5deb3 #8b5a2b | 360 | dimsum | dimsum
Sheng Jian Bao | เซิงเจียนเปา ซาลาเปาทอด | शेंग जियान बाओ | 生煎包 | 生煎包
Pan-fried pork buns with crisp bottoms, sesame and scallion | ซาลาเปาไส้หมูทอดก้นกรอบ โรยงาและต้นหอม | कुरकुरे तले, तिल और हरे प्याज़ वाले तवे पर सिके पोर्क बन | 底部焦脆的鲜肉生煎，撒芝麻和葱花 | 底部焦脆的鮮肉生煎，撒芝麻和蔥花

har-gow | dumpling | #fdf5e6 #f08080 | 380 | dimsum | dimsum
Har Gow Shrimp Dumplings | ฮะเก๋า | हर गाओ झींगा डंपलिंग | 虾饺 | 蝦餃
Translucent crystal-skin dumplings with whole shrimp | ฮะเก๋าแป้งใสไส้กุ้งทั้งตัว | पूरे झींगे से भरे पारदर्शी क्रिस्टल-स्किन डंपलिंग | 晶莹水晶皮包裹整只鲜虾 | 晶瑩水晶皮包裹整隻鮮蝦

siu-mai | dumpling | #f6c453 #e07a5f | 340 | dimsum | dimsum
Siu Mai | ขนมจีบ | सिउ माई | 烧卖 | 燒賣
Open-topped pork and shrimp dumplings with crab roe | ขนมจีบหมูกุ้ง โรยไข่ปู | केकड़े के अंडों के साथ खुले मुँह वाले पोर्क-झींगा डंपलिंग | 猪肉鲜虾烧卖，点缀蟹籽 | 豬肉鮮蝦燒賣，點綴蟹籽

char-siu-bao | bun | #fff8f0 #c0392b | 300 | dimsum | dimsum
Char Siu Bao | ซาลาเปาหมูแดง | चार सिउ बाओ | 叉烧包 | 叉燒包
Fluffy steamed buns filled with sweet barbecued pork | ซาลาเปานุ่มฟูไส้หมูแดงรสหวาน | मीठे बारबेक्यू पोर्क से भरे मुलायम भाप वाले बन | 松软叉烧包，馅料甜香 | 鬆軟叉燒包，餡料甜香

char-siu-rice | rice | #b33939 #f5e6c8 | 380 | rice | rice
Char Siu Pork on Rice | ข้าวหมูแดงฮ่องกง | चावल पर चार सिउ पोर्क | 叉烧饭 | 叉燒飯
Honey-glazed barbecued pork over steamed rice | หมูแดงเคลือบน้ำผึ้งบนข้าวสวย | भाप वाले चावल पर शहद से चमकाया बारबेक्यू पोर्क | 蜜汁叉烧配白饭 | 蜜汁叉燒配白飯

roast-goose | rice | #8e4b1f #f5e6c8 | 520 | rice | rice
Roast Goose on Rice | ข้าวห่านย่าง | चावल पर रोस्ट गूज़ | 烧鹅饭 | 燒鵝飯
Crisp-skinned Cantonese roast goose with plum sauce | ห่านย่างหนังกรอบสไตล์กวางตุ้ง พร้อมซอสบ๊วย | प्लम सॉस के साथ कुरकुरी खाल वाला कैंटोनीज़ रोस्ट गूज़ | 脆皮粤式烧鹅，配酸梅酱 | 脆皮粵式燒鵝，配酸梅醬

sweet-sour-pork | plate | #e84118 #fbc531 | 400 | none | mains
Sweet and Sour Pork | หมูเปรี้ยวหวาน | स्वीट एंड सॉर पोर्क | 咕噜肉 | 咕嚕肉
Crispy pork with pineapple and peppers in a tangy sauce | หมูทอดกรอบผัดสับปะรดและพริกหวานในซอสเปรี้ยวหวาน | खट्टी-मीठी सॉस में अनानास और शिमला मिर्च के साथ कुरकुरा पोर्क | 酥炸猪肉配菠萝和彩椒，酸甜开胃 | 酥炸豬肉配鳳梨和彩椒，酸甜開胃

mapo-tofu | curry | #c23616 #f5f6fa | 320 | sichuan | mains
Mapo Tofu | เต้าหู้หมาโผว | मापो टोफू | 麻婆豆腐 | 麻婆豆腐
Silken tofu in fiery Sichuan peppercorn and chilli bean sauce | เต้าหู้อ่อนในซอสพริกเสฉวนรสเผ็ดชา | तीखी सिचुआन काली मिर्च और चिली बीन सॉस में मुलायम टोफू | 嫩豆腐配麻辣豆瓣酱 | 嫩豆腐配麻辣豆瓣醬

kung-pao-chicken | plate | #d35400 #6ab04c | 350 | sichuan | mains
Kung Pao Chicken | ไก่กังเปา | कुंग पाओ चिकन | 宫保鸡丁 | 宮保雞丁
Diced chicken with dried chillies, peanuts and Sichuan pepper | ไก่หั่นเต๋าผัดพริกแห้ง ถั่วลิสง และพริกเสฉวน | सूखी लाल मिर्च, मूंगफली और सिचुआन काली मिर्च के साथ चिकन | 鸡丁配干辣椒、花生和花椒 | 雞丁配乾辣椒、花生和花椒

yangzhou-fried-rice | rice | #f6d365 #ff7f50 | 300 | rice | rice
Yangzhou Fried Rice | ข้าวผัดหยางโจว | यांगझोउ फ्राइड राइस | 扬州炒饭 | 揚州炒飯
Fried rice with shrimp, char siu, egg and peas | ข้าวผัดกุ้ง หมูแดง ไข่ และถั่วลันเตา | झींगा, चार सिउ, अंडे और मटर के साथ फ्राइड राइस | 鲜虾、叉烧、鸡蛋和青豆炒饭 | 鮮蝦、叉燒、雞蛋和青豆炒飯

pineapple-bun | bun | #f9ca24 #f0932b | 180 | none | starters
Pineapple Bun with Butter | ขนมปังสับปะรดสอดเนย | मक्खन वाला पाइनएप्पल बन | 菠萝油 | 菠蘿油
A warm crackle-top bun with a thick slab of cold butter | ขนมปังหน้ากรอบอุ่นๆ สอดเนยเย็นแผ่นหนา | ठंडे मक्खन के मोटे टुकड़े के साथ कुरकुरी परत वाला गर्म बन | 热脆菠萝包夹厚切冰牛油 | 熱脆菠蘿包夾厚切冰牛油

hk-french-toast | toast | #f6b93b #b8651b | 220 | none | starters
Hong Kong French Toast | เฟรนช์โทสต์ฮ่องกง | हांगकांग फ्रेंच टोस्ट | 港式西多士 | 港式西多士
Peanut butter toast, deep-fried and drizzled with golden syrup | ขนมปังทาเนยถั่วชุบไข่ทอด ราดน้ำเชื่อม | पीनट बटर टोस्ट, तलकर गोल्डन सिरप से सजाया | 花生酱多士油炸后淋上糖浆 | 花生醬多士油炸後淋上糖漿

century-egg-congee | bowl-soup | #efe6d2 #4a3b2a | 260 | none | soups
Century Egg and Pork Congee | โจ๊กไข่เยี่ยวม้าหมู | सेंचुरी एग और पोर्क कंजी | 皮蛋瘦肉粥 | 皮蛋瘦肉粥
Slow-simmered Cantonese congee with preserved egg and pork | โจ๊กกวางตุ้งเคี่ยวนาน ใส่ไข่เยี่ยวม้าและหมู | संरक्षित अंडे और पोर्क के साथ धीमी आंच पर पका कैंटोनीज़ दलिया | 慢火熬煮的广式皮蛋瘦肉粥 | 慢火熬煮的廣式皮蛋瘦肉粥
`);
