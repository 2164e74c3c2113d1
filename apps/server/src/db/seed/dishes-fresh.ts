import { parseDishes } from './menu';

/** Drinks (tea, coffee, juices) and the healthy kitchen. */
export const FRESH_DISHES = parseDishes(`
thai-iced-tea | glass | #e67e22 #fdebd0 | 110 | tea | tea
Thai Iced Tea | ชาไทยเย็น | थाई आइस्ड टी | 泰式冰奶茶 | 泰式冰奶茶
Strong Thai tea with condensed and evaporated milk over ice | ชาไทยเข้มข้น ใส่นมข้นหวานและนมจืด เสิร์ฟพร้อมน้ำแข็ง | गाढ़े और वाष्पित दूध के साथ बर्फ़ पर कड़क थाई चाय | 浓郁泰式红茶加炼乳和淡奶，加冰 | 濃郁泰式紅茶加煉乳和淡奶，加冰

thai-green-tea | glass | #7dcea0 #fdfefe | 110 | tea | tea
Thai Green Milk Tea | ชาเขียวนมเย็น | थाई ग्रीन मिल्क टी | 泰式绿奶茶 | 泰式綠奶茶
Fragrant Thai green tea with milk over ice | ชาเขียวหอมกรุ่น ใส่นม เสิร์ฟเย็น | बर्फ़ पर दूध के साथ सुगंधित थाई ग्रीन टी | 清香泰式绿茶加牛奶，加冰 | 清香泰式綠茶加牛奶，加冰

oliang | glass | #3e2723 #d7ccc8 | 100 | coffee | coffee
Oliang Thai Iced Coffee | โอเลี้ยง | ओलियांग थाई आइस्ड कॉफ़ी | 泰式古早冰咖啡 | 泰式古早冰咖啡
Old-style black iced coffee brewed with roasted grains | กาแฟดำเย็นโบราณ ชงผสมธัญพืชคั่ว | भुने अनाज के साथ बनी पुराने अंदाज़ की ब्लैक आइस्ड कॉफ़ी | 以烘焙谷物冲泡的古早风味黑冰咖啡 | 以烘焙穀物沖泡的古早風味黑冰咖啡

coconut-water | coconut | #7dcea0 #fdfefe | 140 | none | smoothies
Fresh Young Coconut | มะพร้าวน้ำหอม | ताज़ा कच्चा नारियल | 新鲜椰青 | 新鮮椰青
Chilled aromatic coconut, served in the shell | มะพร้าวน้ำหอมแช่เย็น เสิร์ฟทั้งลูก | खोल में परोसा गया ठंडा सुगंधित नारियल | 冰镇香水椰，整颗上桌 | 冰鎮香水椰，整顆上桌

lime-soda | glass | #d4efdf #58d68d | 90 | juice | smoothies
Honey Lime Soda | น้ำมะนาวโซดาน้ำผึ้ง | हनी लाइम सोडा | 蜂蜜青柠苏打 | 蜂蜜青檸蘇打
Sparkling lime with wild honey and a pinch of salt | โซดามะนาวกับน้ำผึ้งป่า และเกลือเล็กน้อย | जंगली शहद और चुटकी भर नमक के साथ झागदार नींबू सोडा | 气泡青柠加野蜂蜜和少许盐 | 氣泡青檸加野蜂蜜和少許鹽

bubble-tea | bubble | #c8a27c #3e2723 | 180 | tea | tea
Brown Sugar Bubble Milk Tea | ชานมไข่มุกบราวน์ชูการ์ | ब्राउन शुगर बबल मिल्क टी | 黑糖珍珠奶茶 | 黑糖珍珠奶茶
Fresh milk, brown sugar syrup and chewy tapioca pearls | นมสด น้ำเชื่อมบราวน์ชูการ์ และไข่มุกหนึบ | ताज़ा दूध, ब्राउन शुगर सिरप और चबाने वाले टैपिओका मोती | 鲜奶、黑糖浆和Q弹珍珠 | 鮮奶、黑糖漿和Q彈珍珠

hk-milk-tea | cup | #a0522d #f5deb3 | 150 | tea | tea
Hong Kong Milk Tea | ชานมฮ่องกง | हांगकांग मिल्क टी | 港式奶茶 | 港式奶茶
Silky pulled black tea with evaporated milk | ชาดำชงผ่านถุงกรอง ผสมนมข้นจืด เนื้อนุ่มละมุน | वाष्पित दूध के साथ मलाईदार छनी हुई काली चाय | 丝袜拉茶加淡奶，口感顺滑 | 絲襪拉茶加淡奶，口感順滑

lemon-tea | glass | #f4d03f #a04000 | 140 | tea | tea
Iced Lemon Tea | ชามะนาวเย็น | आइस्ड लेमन टी | 冻柠茶 | 凍檸茶
Black tea with fresh lemon slices, pressed to taste | ชาดำใส่เลมอนสไลซ์ ตำให้หอม | ताज़े नींबू के टुकड़ों वाली काली चाय, स्वाद अनुसार दबाकर | 红茶配鲜柠檬片，按需捣出香味 | 紅茶配鮮檸檬片，按需搗出香味

mango-lassi | glass | #f5b041 #fdfefe | 150 | juice | smoothies
Mango Lassi | มะม่วงลัสซี่ | मैंगो लस्सी | 芒果拉西 | 芒果拉西
Alphonso mango blended with yoghurt and cardamom | มะม่วงอัลฟอนโซปั่นกับโยเกิร์ตและกระวาน | दही और इलायची के साथ फेंटा अल्फ़ांसो आम | 阿方索芒果与酸奶和豆蔻搅打 | 阿方索芒果與優格和荳蔻攪打

masala-chai | cup | #a0522d #f5cba7 | 80 | tea | tea
Masala Chai | ชามาซาล่า | मसाला चाय | 印度香料奶茶 | 印度香料奶茶
Black tea simmered with milk, ginger and cardamom | ชาดำต้มกับนม ขิง และกระวาน | दूध, अदरक और इलायची के साथ उबली चाय | 红茶与牛奶、生姜和豆蔻同煮 | 紅茶與牛奶、生薑和荳蔻同煮

cold-brew | glass | #3e2723 #fdfefe | 260 | coffee | coffee
Cold Brew Coffee | กาแฟสกัดเย็น | कोल्ड ब्रू कॉफ़ी | 冷萃咖啡 | 冷萃咖啡
Slow-steeped for 18 hours, smooth and low in acidity | สกัดเย็นนาน 18 ชั่วโมง นุ่มลึก เปรี้ยวน้อย | 18 घंटे धीरे-धीरे भिगोई, मुलायम और कम अम्लीय | 低温慢萃18小时，顺滑低酸 | 低溫慢萃18小時，順滑低酸

latte | cup | #c8a27c #fdfefe | 250 | coffee | coffee
Café Latte | ลาเต้ | कैफ़े लाटे | 拿铁咖啡 | 拿鐵咖啡
Double espresso with silky steamed milk | ดับเบิลเอสเปรสโซกับนมสตีมเนื้อเนียน | मखमली स्टीम्ड दूध के साथ डबल एस्प्रेसो | 双份浓缩配丝滑蒸奶 | 雙份濃縮配絲滑蒸奶

orange-juice | glass | #f39c12 #f9e79f | 200 | juice | smoothies
Fresh Orange Juice | น้ำส้มคั้นสด | ताज़ा संतरे का जूस | 鲜榨橙汁 | 鮮榨柳橙汁
Pressed to order from sweet oranges | น้ำส้มคั้นสดทุกแก้วจากส้มหวาน | मीठे संतरों से ऑर्डर पर निचोड़ा गया | 现点现榨甜橙汁 | 現點現榨甜橙汁

watermelon-smoothie | glass | #ec7063 #58d68d | 160 | juice | smoothies
Watermelon Smoothie | แตงโมปั่น | तरबूज़ स्मूदी | 西瓜冰沙 | 西瓜冰沙
Icy blended watermelon with a squeeze of lime | แตงโมปั่นเย็นๆ บีบมะนาวเล็กน้อย | नींबू के रस के साथ बर्फ़ीली तरबूज़ स्मूदी | 冰爽西瓜冰沙，挤入少许青柠 | 冰爽西瓜冰沙，擠入少許青檸

jasmine-tea | cup | #d4ac0d #fdfefe | 120 | none | tea
Jasmine Tea Pot | ชามะลิ (กา) | चमेली चाय (पॉट) | 茉莉花茶（壶） | 茉莉花茶（壺）
A pot of fragrant jasmine green tea | ชาเขียวมะลิหอมกรุ่นหนึ่งกา | सुगंधित चमेली ग्रीन टी का एक पॉट | 一壶清香茉莉绿茶 | 一壺清香茉莉綠茶

vanilla-shake | shake | #fdf2e9 #f5cba7 | 350 | juice | drinks
Vanilla Milkshake | มิลค์เชควานิลลา | वनीला मिल्कशेक | 香草奶昔 | 香草奶昔
Thick vanilla bean shake topped with whipped cream | มิลค์เชควานิลลาเข้มข้น ท็อปวิปครีม | व्हिप्ड क्रीम से सजा गाढ़ा वनीला शेक | 浓稠香草奶昔，顶部加鲜奶油 | 濃稠香草奶昔，頂部加鮮奶油

chocolate-shake | shake | #6e2c00 #f5cba7 | 370 | juice | drinks
Chocolate Milkshake | มิลค์เชคช็อกโกแลต | चॉकलेट मिल्कशेक | 巧克力奶昔 | 巧克力奶昔
Rich chocolate shake with a cocoa drizzle | มิลค์เชคช็อกโกแลตเข้มข้น ราดซอสโกโก้ | कोको ड्रिज़ल के साथ गाढ़ा चॉकलेट शेक | 浓郁巧克力奶昔，淋可可酱 | 濃郁巧克力奶昔，淋可可醬

cola | can | #c0392b #ecf0f1 | 120 | none | drinks
Cola | โคล่า | कोला | 可乐 | 可樂
Ice-cold cola, 330 ml can | โคล่าเย็นเจี๊ยบ กระป๋อง 330 มล. | बर्फ़ीली ठंडी कोला, 330 मि.ली. कैन | 冰爽可乐，330毫升罐装 | 冰爽可樂，330毫升罐裝

lemonade | glass | #f9e79f #58d68d | 180 | juice | drinks
Fresh Lemonade | น้ำเลมอนสด | ताज़ा नींबू पानी | 鲜榨柠檬水 | 鮮榨檸檬水
Squeezed lemons, a touch of honey and mint | น้ำเลมอนคั้นสด เติมน้ำผึ้งและสะระแหน่เล็กน้อย | निचोड़े नींबू, थोड़ा शहद और पुदीना | 现挤柠檬，加少许蜂蜜和薄荷 | 現擠檸檬，加少許蜂蜜和薄荷

quinoa-bowl | salad | #f4d03f #27ae60 | 520 | bowl | bowls
Quinoa Power Bowl | ควินัวพาวเวอร์โบวล์ | क्विनोआ पावर बाउल | 藜麦能量碗 | 藜麥能量碗
Quinoa, roasted pumpkin, chickpeas, kale and tahini | ควินัว ฟักทองอบ ถั่วลูกไก่ เคล และซอสทาฮินี | क्विनोआ, भुना कद्दू, छोले, केल और ताहिनी | 藜麦、烤南瓜、鹰嘴豆、羽衣甘蓝和芝麻酱 | 藜麥、烤南瓜、鷹嘴豆、羽衣甘藍和芝麻醬

salmon-poke | salad | #f1948a #27ae60 | 690 | bowl | bowls
Salmon Poke Bowl | โพคโบวล์แซลมอน | सैल्मन पोके बाउल | 三文鱼波奇饭 | 鮭魚波奇飯
Sushi rice, fresh salmon, edamame, avocado and ponzu | ข้าวซูชิ แซลมอนสด ถั่วแระญี่ปุ่น อะโวคาโด และซอสพอนสึ | सुशी राइस, ताज़ा सैल्मन, एडामामे, एवोकाडो और पोंज़ू | 寿司饭、鲜三文鱼、毛豆、牛油果和柚子醋 | 壽司飯、鮮鮭魚、毛豆、酪梨和柚子醋

tofu-buddha-bowl | salad | #f5b041 #27ae60 | 460 | bowl | bowls
Tofu Buddha Bowl | บุดดาโบวล์เต้าหู้ | टोफू बुद्धा बाउल | 豆腐佛陀碗 | 豆腐佛陀碗
Crispy tofu, brown rice, greens, pickles and peanut sauce | เต้าหู้ทอดกรอบ ข้าวกล้อง ผักสด ผักดอง และซอสถั่ว | कुरकुरा टोफू, ब्राउन राइस, हरी सब्ज़ियाँ, अचार और पीनट सॉस | 脆豆腐、糙米、蔬菜、泡菜和花生酱 | 脆豆腐、糙米、蔬菜、泡菜和花生醬

acai-bowl | parfait | #6c3483 #f4d03f | 450 | none | bowls
Açaí Bowl | อาซาอิโบวล์ | अकाई बाउल | 巴西莓果碗 | 巴西莓果碗
Açaí blended with banana, topped with granola and berries | อาซาอิปั่นกับกล้วย ท็อปกราโนล่าและเบอร์รี | केले के साथ फेंटा अकाई, ऊपर ग्रेनोला और बेरीज़ | 巴西莓与香蕉打匀，铺上格兰诺拉和莓果 | 巴西莓與香蕉打勻，鋪上格蘭諾拉和莓果

chicken-salad | salad | #27ae60 #f5cba7 | 480 | bowl | salads
Grilled Chicken Salad | สลัดอกไก่ย่าง | ग्रिल्ड चिकन सलाद | 烤鸡胸沙拉 | 烤雞胸沙拉
Herb-grilled chicken breast, mixed greens and honey mustard | อกไก่ย่างสมุนไพร ผักสลัดรวม และน้ำสลัดฮันนี่มัสตาร์ด | हर्ब-ग्रिल्ड चिकन ब्रेस्ट, मिक्स्ड ग्रीन्स और हनी मस्टर्ड | 香草烤鸡胸、综合蔬菜和蜂蜜芥末酱 | 香草烤雞胸、綜合蔬菜和蜂蜜芥末醬

soba-salad | noodles | #5d4037 #58d68d | 420 | none | salads
Cold Soba Salad | สลัดโซบะเย็น | ठंडा सोबा सलाद | 荞麦面沙拉 | 蕎麥麵沙拉
Buckwheat noodles, edamame, carrot and sesame-soy dressing | โซบะ ถั่วแระ แครอท และน้ำสลัดงาซีอิ๊ว | कुट्टू नूडल्स, एडामामे, गाजर और तिल-सोया ड्रेसिंग | 荞麦面、毛豆、胡萝卜和芝麻酱油汁 | 蕎麥麵、毛豆、胡蘿蔔和芝麻醬油汁

avocado-toast | toast | #7dcea0 #f5cba7 | 420 | none | wraps
Avocado Toast | อะโวคาโดโทสต์ | एवोकाडो टोस्ट | 牛油果吐司 | 酪梨吐司
Sourdough, smashed avocado, poached egg and chilli flakes | ขนมปังซาวร์โดว์ อะโวคาโดบด ไข่ดาวน้ำ และพริกป่น | सॉरडो, मसला एवोकाडो, पोच्ड अंडा और चिली फ़्लेक्स | 酸种面包、牛油果泥、水波蛋和辣椒碎 | 酸種麵包、酪梨泥、水波蛋和辣椒碎

chicken-wrap | wrap | #f5deb3 #27ae60 | 450 | none | wraps
Chicken Avocado Wrap | แรปไก่อะโวคาโด | चिकन एवोकाडो रैप | 鸡肉牛油果卷 | 雞肉酪梨捲
Whole-wheat wrap with grilled chicken, avocado and yoghurt sauce | แผ่นแป้งโฮลวีทห่อไก่ย่าง อะโวคาโด และซอสโยเกิร์ต | ग्रिल्ड चिकन, एवोकाडो और दही सॉस के साथ होल-व्हीट रैप | 全麦饼皮卷烤鸡、牛油果和酸奶酱 | 全麥餅皮捲烤雞、酪梨和優格醬

yogurt-parfait | parfait | #fdfefe #c0392b | 300 | none | bowls
Greek Yoghurt Parfait | พาร์เฟต์กรีกโยเกิร์ต | ग्रीक योगर्ट पार्फ़े | 希腊酸奶芭菲 | 希臘優格芭菲
Layers of Greek yoghurt, honey granola and fresh berries | กรีกโยเกิร์ต กราโนล่าน้ำผึ้ง และเบอร์รีสด เรียงเป็นชั้น | ग्रीक दही, शहद ग्रेनोला और ताज़ी बेरीज़ की परतें | 希腊酸奶、蜂蜜燕麦脆和鲜莓层层叠 | 希臘優格、蜂蜜燕麥脆和鮮莓層層疊

lentil-soup | bowl-soup | #e67e22 #27ae60 | 320 | none | soups
Red Lentil Soup | ซุปถั่วเลนทิลแดง | लाल मसूर का सूप | 红扁豆汤 | 紅扁豆湯
Velvety red lentil soup with cumin and lemon | ซุปถั่วเลนทิลแดงเนื้อเนียน หอมยี่หร่าและเลมอน | जीरे और नींबू के साथ मखमली लाल मसूर सूप | 孜然柠檬风味的顺滑红扁豆汤 | 孜然檸檬風味的順滑紅扁豆湯

green-smoothie | glass | #58d68d #f9e79f | 300 | juice | smoothies
Green Detox Smoothie | กรีนดีท็อกซ์สมูทตี้ | ग्रीन डिटॉक्स स्मूदी | 绿色排毒果昔 | 綠色排毒果昔
Spinach, apple, cucumber, ginger and lime | ผักโขม แอปเปิล แตงกวา ขิง และมะนาว | पालक, सेब, खीरा, अदरक और नींबू | 菠菜、苹果、黄瓜、生姜和青柠 | 菠菜、蘋果、黃瓜、生薑和青檸
`);
