import { parseDishes } from './menu';

/** Thai kitchen: curries, wok dishes, Isan salads and grills, breakfast. */
export const THAI_DISHES = parseDishes(`
pad-thai | noodles | #e9a23b #c0392b | 280 | noodle | noodles
Pad Thai with Shrimp | ผัดไทยกุ้งสด | झींगा पैड थाई | 鲜虾泰式炒河粉 | 鮮蝦泰式炒河粉
Wok-fried rice noodles with shrimp, tofu, bean sprouts and crushed peanuts | เส้นจันท์ผัดกับกุ้งสด เต้าหู้ ถั่วงอก และถั่วลิสงคั่ว | झींगा, टोफू, अंकुरित मूंग और कुटी मूंगफली के साथ कड़ाही में तले राइस नूडल्स | 鲜虾、豆腐、豆芽和花生碎爆炒河粉 | 鮮蝦、豆腐、豆芽和花生碎爆炒河粉

tom-yum-goong | bowl-soup | #e4572e #f3a712 | 350 | curry | soups
Tom Yum Goong | ต้มยำกุ้ง | टॉम यम गूंग | 冬阴功汤 | 冬蔭功湯
Hot and sour prawn soup with lemongrass, galangal and lime leaves | ต้มยำกุ้งรสจัดจ้าน หอมตะไคร้ ข่า และใบมะกรูด | लेमनग्रास, गलंगल और नींबू पत्तों वाला खट्टा-तीखा झींगा सूप | 香茅、南姜和青柠叶熬制的酸辣鲜虾汤 | 香茅、南薑和青檸葉熬製的酸辣鮮蝦湯

green-curry | curry | #6ab04c #f6e58d | 300 | curry | curries
Green Curry with Chicken | แกงเขียวหวานไก่ | चिकन ग्रीन करी | 泰式绿咖喱鸡 | 泰式綠咖哩雞
Creamy coconut green curry with Thai eggplant and sweet basil | แกงเขียวหวานกะทิเข้มข้น ใส่มะเขือเปราะและใบโหระพา | थाई बैंगन और तुलसी के साथ मलाईदार नारियल ग्रीन करी | 椰浆绿咖喱，配泰国茄子和九层塔 | 椰漿綠咖哩，配泰國茄子和九層塔

massaman-beef | curry | #b5651d #f0c27b | 380 | curry | curries
Massaman Beef Curry | แกงมัสมั่นเนื้อ | मसमान बीफ़ करी | 玛莎曼咖喱牛肉 | 瑪莎曼咖哩牛肉
Slow-cooked beef with potatoes, peanuts and warm spices | เนื้อตุ๋นนุ่มกับมันฝรั่ง ถั่วลิสง และเครื่องเทศหอมกรุ่น | आलू, मूंगफली और गरम मसालों के साथ धीमी आंच पर पका बीफ़ | 慢炖牛肉配土豆、花生和香料 | 慢燉牛肉配馬鈴薯、花生和香料

som-tam | salad | #9bc53d #e55934 | 200 | thai-salad | salads
Som Tam Papaya Salad | ส้มตำไทย | सोम टैम पपीता सलाद | 青木瓜沙拉 | 青木瓜沙拉
Shredded green papaya pounded with chilli, lime, tomato and peanuts | มะละกอดิบตำกับพริก มะนาว มะเขือเทศ และถั่วลิสง | मिर्च, नींबू, टमाटर और मूंगफली के साथ कुटा हुआ कच्चा पपीता | 青木瓜丝加辣椒、青柠、番茄和花生捣拌 | 青木瓜絲加辣椒、青檸、番茄和花生搗拌

kra-pao-moo | rice | #8e5b3c #f7d154 | 220 | rice | rice
Holy Basil Pork with Fried Egg | ผัดกะเพราหมูสับไข่ดาว | तुलसी पोर्क और तला अंडा | 打抛猪肉饭配煎蛋 | 打拋豬肉飯配煎蛋
Minced pork stir-fried with holy basil and chilli over jasmine rice | หมูสับผัดกะเพราพริกสด ราดข้าวหอมมะลิ | चमेली चावल पर तुलसी और मिर्च के साथ भुना कीमा पोर्क | 罗勒辣椒炒猪肉末，盖茉莉香米饭 | 羅勒辣椒炒豬肉末，蓋茉莉香米飯

khao-man-gai | rice | #f5e6c8 #e1b12c | 200 | rice | rice
Hainanese Chicken Rice | ข้าวมันไก่ | हैनानी चिकन राइस | 海南鸡饭 | 海南雞飯
Poached chicken on garlic rice with ginger and soybean sauce | ไก่ต้มนุ่มบนข้าวมันหอมกระเทียม พร้อมน้ำจิ้มเต้าเจี้ยว | अदरक-सोयाबीन सॉस के साथ लहसुन चावल पर उबला चिकन | 白切鸡配蒜香油饭和姜蓉豆酱 | 白切雞配蒜香油飯和薑蓉豆醬

khao-pad-poo | rice | #f0c05a #e67e22 | 260 | rice | rice
Crab Fried Rice | ข้าวผัดปู | केकड़ा फ्राइड राइस | 蟹肉炒饭 | 蟹肉炒飯
Jasmine rice wok-fried with crab meat, egg and spring onion | ข้าวหอมมะลิผัดกับเนื้อปู ไข่ และต้นหอม | केकड़े के मांस, अंडे और हरे प्याज़ के साथ तला चमेली चावल | 茉莉香米配蟹肉、鸡蛋和葱花炒制 | 茉莉香米配蟹肉、雞蛋和蔥花炒製

larb-gai | salad | #c9a86a #6ab04c | 200 | thai-salad | salads
Larb Gai Spicy Chicken Salad | ลาบไก่ | लाब गाई चिकन सलाद | 泰式酸辣鸡肉末沙拉 | 泰式酸辣雞肉末沙拉
Minced chicken with toasted rice, mint, shallots and lime | ไก่สับคลุกข้าวคั่ว ใบสะระแหน่ หอมแดง และมะนาว | भुने चावल, पुदीना, छोटे प्याज़ और नींबू के साथ कीमा चिकन | 鸡肉末拌烤米粉、薄荷、红葱和青柠 | 雞肉末拌烤米粉、薄荷、紅蔥和青檸

gai-yang | chicken | #c0722a #f5cd79 | 260 | grill | grill
Gai Yang Grilled Chicken | ไก่ย่าง | गाई यांग ग्रिल्ड चिकन | 泰式烤鸡 | 泰式烤雞
Isan-style charcoal-grilled chicken with tamarind dipping sauce | ไก่ย่างเตาถ่านสไตล์อีสาน เสิร์ฟพร้อมน้ำจิ้มแจ่ว | इमली की चटनी के साथ ईसान शैली में कोयले पर भुना चिकन | 伊善风味炭烤鸡，配罗望子蘸酱 | 伊善風味炭烤雞，配羅望子蘸醬

moo-ping | skewer | #a0522d #f8c291 | 150 | grill | grill
Moo Ping Pork Skewers | หมูปิ้ง | मू पिंग पोर्क सीख | 泰式烤猪肉串 | 泰式烤豬肉串
Three skewers of sweet garlic-marinated grilled pork | หมูปิ้งหมักกระเทียมรสหวาน 3 ไม้ | मीठे लहसुन मसाले में मैरिनेट ग्रिल्ड पोर्क की तीन सीखें | 蒜香甜味腌烤猪肉串，三串 | 蒜香甜味醃烤豬肉串，三串

tom-kha-gai | bowl-soup | #f5f0e1 #e17055 | 300 | curry | soups
Tom Kha Gai | ต้มข่าไก่ | टॉम खा गाई | 椰汁南姜鸡汤 | 椰汁南薑雞湯
Coconut milk soup with chicken, galangal and mushrooms | ต้มข่าไก่กะทิ หอมข่า ใส่เห็ด | गलंगल और मशरूम के साथ नारियल दूध चिकन सूप | 椰奶南姜鸡肉蘑菇汤 | 椰奶南薑雞肉蘑菇湯

pad-see-ew | noodles | #5d3a1a #8bc34a | 250 | noodle | noodles
Pad See Ew | ผัดซีอิ๊ว | पैड सी यू | 泰式酱油炒河粉 | 泰式醬油炒河粉
Wide rice noodles, Chinese broccoli and egg in dark soy | เส้นใหญ่ผัดซีอิ๊วดำกับคะน้าและไข่ | डार्क सोया में चौड़े राइस नूडल्स, चाइनीज़ ब्रोकली और अंडा | 宽河粉配芥兰和鸡蛋，老抽炒香 | 寬河粉配芥蘭和雞蛋，老抽炒香

khao-soi | bowl-noodle | #f0a500 #8d5524 | 290 | noodle | noodles
Khao Soi | ข้าวซอยไก่ | खाओ सोई | 泰北咖喱鸡面 | 泰北咖哩雞麵
Northern curry noodle soup with chicken and crispy egg noodles | ข้าวซอยไก่สูตรเหนือ น้ำแกงกะทิ โรยเส้นกรอบ | कुरकुरे एग नूडल्स के साथ उत्तरी थाई करी नूडल सूप | 泰北椰奶咖喱汤面，配鸡肉和脆面 | 泰北椰奶咖哩湯麵，配雞肉和脆麵

panang-curry | curry | #d35400 #f39c12 | 320 | curry | curries
Panang Pork Curry | พะแนงหมู | पनांग पोर्क करी | 帕能咖喱猪肉 | 帕能咖哩豬肉
Thick, nutty red curry with kaffir lime leaves | พะแนงหมูน้ำข้นหอมกะทิ โรยใบมะกรูด | काफ़िर लाइम पत्तों वाली गाढ़ी, मेवेदार लाल करी | 浓郁坚果香红咖喱，配青柠叶 | 濃郁堅果香紅咖哩，配青檸葉

spring-rolls | rolls | #e1a95f #6ab04c | 160 | none | starters
Crispy Spring Rolls | ปอเปี๊ยะทอด | क्रिस्पी स्प्रिंग रोल | 香脆春卷 | 香脆春捲
Golden rolls of glass noodles and vegetables with sweet chilli sauce | ปอเปี๊ยะทอดกรอบไส้วุ้นเส้นและผัก เสิร์ฟพร้อมน้ำจิ้มบ๊วย | मीठी चिली सॉस के साथ ग्लास नूडल्स और सब्ज़ियों से भरे सुनहरे रोल | 粉丝蔬菜馅金黄春卷，配甜辣酱 | 粉絲蔬菜餡金黃春捲，配甜辣醬

jok-moo | bowl-soup | #f3ead3 #e58e26 | 150 | none | soups
Rice Congee with Pork | โจ๊กหมู | पोर्क के साथ चावल का दलिया | 猪肉粥 | 豬肉粥
Silky rice porridge with pork balls, ginger and a soft egg | โจ๊กเนื้อเนียนใส่หมูเด้ง ขิง และไข่ลวก | पोर्क बॉल्स, अदरक और नरम अंडे के साथ मुलायम चावल का दलिया | 顺滑米粥配猪肉丸、姜丝和溏心蛋 | 順滑米粥配豬肉丸、薑絲和溏心蛋

patongko | fries | #e3a33b #7dcea0 | 110 | none | starters
Patongko with Pandan Custard | ปาท่องโก๋สังขยาใบเตย | पांडन कस्टर्ड के साथ पाथोंगको | 油条配香兰咖椰酱 | 油條配香蘭咖椰醬
Crispy Thai doughnut sticks with a pot of pandan custard | ปาท่องโก๋ทอดกรอบ จิ้มสังขยาใบเตย | पांडन कस्टर्ड के साथ कुरकुरी थाई डोनट स्टिक्स | 香脆油条，配香兰咖椰酱 | 香脆油條，配香蘭咖椰醬
`);
