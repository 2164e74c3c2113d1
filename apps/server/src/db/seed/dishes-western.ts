import { parseDishes } from './menu';

/** Burgers, fried chicken, pizza and the healthy kitchen. */
export const WESTERN_DISHES = parseDishes(`
classic-cheeseburger | burger | #8d5524 #f1c40f | 650 | burger | burgers
Classic Cheeseburger | ชีสเบอร์เกอร์คลาสสิก | क्लासिक चीज़बर्गर | 经典芝士汉堡 | 經典芝士漢堡
Grilled beef patty, cheddar, pickles, onion and house sauce | เนื้อย่าง เชดดาร์ แตงกวาดอง หอมใหญ่ และซอสสูตรเฉพาะ | ग्रिल्ड बीफ़ पैटी, चेडर, अचार, प्याज़ और हाउस सॉस | 烤牛肉饼、切达芝士、酸黄瓜、洋葱和秘制酱 | 烤牛肉餅、切達芝士、酸黃瓜、洋蔥和秘製醬

double-smash | burger | #6d3b1a #f39c12 | 850 | burger | burgers
Double Smash Burger | ดับเบิลสแมชเบอร์เกอร์ | डबल स्मैश बर्गर | 双层压扁汉堡 | 雙層壓扁漢堡
Two crispy-edged smashed patties with American cheese | เนื้อสแมชขอบกรอบสองชั้น กับอเมริกันชีส | अमेरिकन चीज़ के साथ कुरकुरे किनारों वाली दो स्मैश पैटी | 两块焦边压扁牛肉饼配美式芝士 | 兩塊焦邊壓扁牛肉餅配美式芝士

bbq-bacon-burger | burger | #5a2d0c #c0392b | 920 | burger | burgers
BBQ Bacon Burger | เบคอนบาร์บีคิวเบอร์เกอร์ | बीबीक्यू बेकन बर्गर | 烟熏培根烧烤汉堡 | 煙燻培根燒烤漢堡
Smoky bacon, onion rings and barbecue sauce on a beef patty | เบคอนรมควัน หัวหอมทอด และซอสบาร์บีคิวบนเนื้อย่าง | बीफ़ पैटी पर स्मोकी बेकन, प्याज़ के छल्ले और बारबेक्यू सॉस | 牛肉饼配烟熏培根、洋葱圈和烧烤酱 | 牛肉餅配煙燻培根、洋蔥圈和燒烤醬

crispy-chicken-burger | burger | #d68910 #27ae60 | 600 | burger | burgers
Crispy Chicken Burger | เบอร์เกอร์ไก่กรอบ | क्रिस्पी चिकन बर्गर | 香脆鸡腿堡 | 香脆雞腿堡
Buttermilk fried chicken thigh, slaw and spicy mayo | สะโพกไก่ทอดบัตเตอร์มิลค์ โคลสลอว์ และมายองเนสเผ็ด | बटरमिल्क फ्राइड चिकन, कोलस्लॉ और तीखी मेयो | 酪乳炸鸡腿肉、卷心菜沙拉和辣味蛋黄酱 | 酪乳炸雞腿肉、捲心菜沙拉和辣味美乃滋

mushroom-swiss | burger | #6e4b2a #f7dc6f | 820 | burger | burgers
Mushroom Swiss Burger | เบอร์เกอร์เห็ดสวิสชีส | मशरूम स्विस बर्गर | 蘑菇瑞士芝士汉堡 | 蘑菇瑞士芝士漢堡
Sautéed mushrooms and melted Swiss cheese on a beef patty | เห็ดผัดเนยและสวิสชีสละลายบนเนื้อย่าง | बीफ़ पैटी पर भुने मशरूम और पिघला स्विस चीज़ | 牛肉饼配黄油炒蘑菇和融化瑞士芝士 | 牛肉餅配牛油炒蘑菇和融化瑞士芝士

plant-burger | burger | #27ae60 #e67e22 | 780 | burger | burgers
Plant-Based Burger | เบอร์เกอร์แพลนต์เบส | प्लांट-बेस्ड बर्गर | 植物肉汉堡 | 植物肉漢堡
Plant-based patty, avocado, tomato and vegan mayo | เนื้อจากพืช อะโวคาโด มะเขือเทศ และมายองเนสวีแกน | प्लांट-बेस्ड पैटी, एवोकाडो, टमाटर और वीगन मेयो | 植物肉饼、牛油果、番茄和纯素蛋黄酱 | 植物肉餅、酪梨、番茄和純素美乃滋

fish-burger | burger | #f5cba7 #2e86c1 | 520 | burger | burgers
Fish Fillet Burger | เบอร์เกอร์ปลา | फ़िश फ़िले बर्गर | 鳕鱼堡 | 鱈魚堡
Crispy fish fillet, tartar sauce and cheese in a steamed bun | ปลาชุบแป้งทอดกรอบ ซอสทาร์ทาร์ และชีส ในขนมปังนึ่ง | भाप वाले बन में कुरकुरा फ़िश फ़िले, टार्टर सॉस और चीज़ | 香脆鱼排、塔塔酱和芝士，夹蒸面包 | 香脆魚排、塔塔醬和芝士，夾蒸麵包

hot-dog | hotdog | #c0392b #f1c40f | 380 | none | mains
Classic Hot Dog | ฮอตดอกคลาสสิก | क्लासिक हॉट डॉग | 经典热狗 | 經典熱狗
Grilled sausage in a toasted bun with mustard and relish | ไส้กรอกย่างในขนมปังปิ้ง ราดมัสตาร์ดและผักดอง | सिके बन में ग्रिल्ड सॉसेज, मस्टर्ड और रेलिश के साथ | 烤肠夹烤面包，配芥末和酸黄瓜酱 | 烤腸夾烤麵包，配芥末和酸黃瓜醬

fried-chicken-bucket | chicken | #d68910 #c0392b | 900 | chicken | chicken
Fried Chicken Bucket (6 pcs) | ไก่ทอดบักเก็ต (6 ชิ้น) | फ्राइड चिकन बकेट (6 पीस) | 炸鸡桶（6块） | 炸雞桶（6塊）
Crunchy, juicy fried chicken pieces to share | ไก่ทอดกรอบนอกนุ่มใน แบ่งกันทานได้ | साझा करने के लिए कुरकुरे, रसीले फ्राइड चिकन के टुकड़े | 外酥里嫩的炸鸡块，适合分享 | 外酥裡嫩的炸雞塊，適合分享

chicken-wings | chicken | #c0392b #f39c12 | 480 | wings | chicken
Chicken Wings (6 pcs) | ปีกไก่ทอด (6 ชิ้น) | चिकन विंग्स (6 पीस) | 炸鸡翅（6只） | 炸雞翅（6隻）
Crispy wings tossed in your choice of sauce | ปีกไก่ทอดกรอบ คลุกซอสตามชอบ | आपकी पसंद की सॉस में लिपटे कुरकुरे विंग्स | 香脆鸡翅，酱汁任选 | 香脆雞翅，醬汁任選

nuggets | balls | #e1a95f #f1c40f | 350 | none | chicken
Chicken Nuggets (9 pcs) | นักเก็ตไก่ (9 ชิ้น) | चिकन नगेट्स (9 पीस) | 鸡块（9块） | 雞塊（9塊）
Tender chicken bites with honey mustard and barbecue dips | ไก่ชิ้นพอดีคำ พร้อมซอสฮันนี่มัสตาร์ดและบาร์บีคิว | हनी मस्टर्ड और बारबेक्यू डिप के साथ नरम चिकन बाइट्स | 嫩滑鸡块，配蜂蜜芥末酱和烧烤酱 | 嫩滑雞塊，配蜂蜜芥末醬和燒烤醬

popcorn-chicken | balls | #d4a04f #e74c3c | 320 | chicken | chicken
Spicy Popcorn Chicken | ป๊อปคอร์นไก่สไปซี่ | स्पाइसी पॉपकॉर्न चिकन | 香辣鸡米花 | 香辣雞米花
Bite-sized crunchy chicken with chilli seasoning | ไก่ชิ้นเล็กทอดกรอบ คลุกผงพริก | मिर्च मसाले वाले छोटे कुरकुरे चिकन के टुकड़े | 一口一个的香脆鸡米花，撒辣椒粉 | 一口一個的香脆雞米花，撒辣椒粉

fries | fries | #f6c90e #e74c3c | 220 | fries | sides
French Fries | เฟรนช์ฟรายส์ | फ़्रेंच फ़्राइज़ | 炸薯条 | 炸薯條
Golden, crispy fries with sea salt | เฟรนช์ฟรายส์สีทองกรอบนอกนุ่มใน โรยเกลือทะเล | समुद्री नमक के साथ सुनहरे, कुरकुरे फ़्राइज़ | 金黄酥脆薯条，撒海盐 | 金黃酥脆薯條，撒海鹽

sweet-potato-fries | fries | #e67e22 #d35400 | 260 | fries | sides
Sweet Potato Fries | มันหวานทอด | शकरकंद फ़्राइज़ | 红薯条 | 地瓜薯條
Crispy sweet potato fries with a chipotle dip | มันหวานทอดกรอบ พร้อมซอสชิโพเทิล | चिपोटल डिप के साथ कुरकुरे शकरकंद फ़्राइज़ | 香脆红薯条，配烟熏辣椒蘸酱 | 香脆地瓜薯條，配煙燻辣椒沾醬

onion-rings | rings | #e1a95f #c0392b | 240 | none | sides
Onion Rings | หอมใหญ่ทอด | अनियन रिंग्स | 洋葱圈 | 洋蔥圈
Beer-battered onion rings with ranch dip | หอมใหญ่ชุบแป้งเบียร์ทอด พร้อมซอสแรนช์ | रैंच डिप के साथ बीयर-बैटर में तले प्याज़ के छल्ले | 啤酒面糊炸洋葱圈，配田园酱 | 啤酒麵糊炸洋蔥圈，配田園醬

corn-cup | parfait | #f4d03f #f5b041 | 150 | none | sides
Buttered Corn Cup | ข้าวโพดเนยถ้วย | बटर कॉर्न कप | 黄油玉米杯 | 牛油玉米杯
Sweet corn kernels tossed with butter | ข้าวโพดหวานคลุกเนย | मक्खन में मिले मीठे मक्के के दाने | 甜玉米粒拌黄油 | 甜玉米粒拌牛油

margherita | pizza | #c0392b #fdfefe | 1100 | pizza | pizzas
Margherita | มาร์เกริต้า | मार्गेरिटा | 玛格丽特披萨 | 瑪格麗特披薩
San Marzano tomato, fior di latte mozzarella and basil | ซอสมะเขือเทศซานมาร์ซาโน มอซซาเรลลา และใบโหระพา | सैन मार्ज़ानो टमाटर, ताज़ा मोज़रेला और तुलसी | 圣马扎诺番茄、鲜奶酪和罗勒 | 聖馬扎諾番茄、鮮奶酪和羅勒

pepperoni | pizza | #c0392b #922b21 | 1300 | pizza | pizzas
Pepperoni | เปปเปอโรนี | पेपरोनी | 意式辣香肠披萨 | 意式辣香腸披薩
Loaded with spicy pepperoni and melted mozzarella | จัดเต็มเปปเปอโรนีรสเผ็ดและมอซซาเรลลายืด | तीखी पेपरोनी और पिघले मोज़रेला से भरपूर | 满满辣味香肠与拉丝马苏里拉 | 滿滿辣味香腸與拉絲莫札瑞拉

quattro-formaggi | pizza | #f7dc6f #f5cba7 | 1400 | pizza | pizzas
Quattro Formaggi | ควอทโทร ฟอร์มาจจี สี่ชีส | क्वात्रो फ़ॉर्माजी (चार चीज़) | 四重芝士披萨 | 四重芝士披薩
Mozzarella, gorgonzola, parmesan and fontina | มอซซาเรลลา กอร์กอนโซลา พาร์เมซาน และฟอนตินา | मोज़रेला, गोर्गोन्ज़ोला, पार्मेज़ान और फ़ॉन्टिना | 马苏里拉、戈贡佐拉、帕玛森和芳提娜 | 莫札瑞拉、戈貢佐拉、帕瑪森和芳提娜

hawaiian | pizza | #f1c40f #e74c3c | 1250 | pizza | pizzas
Hawaiian | ฮาวายเอี้ยน | हवाईयन | 夏威夷披萨 | 夏威夷披薩
Ham, pineapple and mozzarella on tomato sauce | แฮม สับปะรด และมอซซาเรลลาบนซอสมะเขือเทศ | टमाटर सॉस पर हैम, अनानास और मोज़रेला | 番茄酱底配火腿、菠萝和马苏里拉 | 番茄醬底配火腿、鳳梨和莫札瑞拉

bbq-chicken-pizza | pizza | #6e2c00 #27ae60 | 1350 | pizza | pizzas
BBQ Chicken Pizza | พิซซ่าบาร์บีคิวชิกเก้น | बीबीक्यू चिकन पिज़्ज़ा | 烧烤鸡肉披萨 | 燒烤雞肉披薩
Smoky barbecue chicken, red onion and coriander | ไก่บาร์บีคิวรมควัน หอมแดง และผักชี | स्मोकी बारबेक्यू चिकन, लाल प्याज़ और धनिया | 烟熏烧烤鸡肉、红洋葱和香菜 | 煙燻燒烤雞肉、紅洋蔥和香菜

diavola | pizza | #922b21 #f39c12 | 1350 | pizza | pizzas
Diavola | ดิอาโวลา | डियावोला | 魔鬼辣味披萨 | 魔鬼辣味披薩
Spicy salami, chilli flakes and hot honey | ซาลามีเผ็ด พริกป่น และน้ำผึ้งพริก | तीखी सलामी, चिली फ़्लेक्स और हॉट हनी | 辣味萨拉米、辣椒碎和辣味蜂蜜 | 辣味薩拉米、辣椒碎和辣味蜂蜜

veggie-supreme | pizza | #27ae60 #f1c40f | 1200 | pizza | pizzas
Veggie Supreme | เวจจี้ซูพรีม | वेजी सुप्रीम | 至尊蔬菜披萨 | 至尊蔬菜披薩
Peppers, mushrooms, olives, onion and sweetcorn | พริกหวาน เห็ด มะกอก หอมใหญ่ และข้าวโพด | शिमला मिर्च, मशरूम, जैतून, प्याज़ और स्वीटकॉर्न | 彩椒、蘑菇、橄榄、洋葱和甜玉米 | 彩椒、蘑菇、橄欖、洋蔥和甜玉米

truffle-mushroom | pizza | #7d6608 #fdfefe | 1550 | pizza | pizzas
Truffle Mushroom Pizza | พิซซ่าเห็ดทรัฟเฟิล | ट्रफ़ल मशरूम पिज़्ज़ा | 松露蘑菇披萨 | 松露蘑菇披薩
White base with wild mushrooms and truffle oil | ซอสขาวกับเห็ดป่าและน้ำมันทรัฟเฟิล | जंगली मशरूम और ट्रफ़ल ऑयल के साथ व्हाइट बेस | 白酱底配野菌和松露油 | 白醬底配野菇和松露油

paneer-tikka-pizza | pizza | #e67e22 #27ae60 | 1150 | pizza | pizzas
Paneer Tikka Pizza | พิซซ่าปานีร์ติกก้า | पनीर टिक्का पिज़्ज़ा | 印度烤奶酪披萨 | 印度烤奶酪披薩
Tandoori paneer, onion and capsicum with mint mayo | ปานีร์ทันดูรี หอมใหญ่ และพริกหวาน ราดมายองเนสสะระแหน่ | पुदीना मेयो के साथ तंदूरी पनीर, प्याज़ और शिमला मिर्च | 坦都里奶酪、洋葱和青椒，配薄荷蛋黄酱 | 坦都里奶酪、洋蔥和青椒，配薄荷美乃滋

garlic-bread | toast | #f5cba7 #27ae60 | 350 | none | sides
Cheesy Garlic Bread | ขนมปังกระเทียมชีส | चीज़ी गार्लिक ब्रेड | 芝士蒜香面包 | 芝士蒜香麵包
Toasted baguette with garlic butter and mozzarella | บาแก็ตปิ้งทาเนยกระเทียม โรยมอซซาเรลลา | लहसुन मक्खन और मोज़रेला के साथ सिकी बैगेट | 烤法棍配蒜香黄油和马苏里拉 | 烤法棍配蒜香牛油和莫札瑞拉

caesar-salad | salad | #27ae60 #f5cba7 | 450 | bowl | salads
Caesar Salad | ซีซาร์สลัด | सीज़र सलाद | 凯撒沙拉 | 凱薩沙拉
Romaine, parmesan, croutons and creamy Caesar dressing | ผักคอส พาร์เมซาน ขนมปังกรอบ และน้ำสลัดซีซาร์ | रोमेन, पार्मेज़ान, क्रूटॉन और मलाईदार सीज़र ड्रेसिंग | 罗马生菜、帕玛森、面包丁和凯撒酱 | 蘿蔓生菜、帕瑪森、麵包丁和凱薩醬
`);
