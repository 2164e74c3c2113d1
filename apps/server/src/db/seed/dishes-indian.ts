import { parseDishes } from './menu';

/** North Indian curries and tandoor, Mumbai and Delhi street food. */
export const INDIAN_DISHES = parseDishes(`
butter-chicken | curry | #e67e22 #fff3e0 | 650 | indian-curry | curries
Butter Chicken | บัตเตอร์ชิกเก้น แกงไก่เนย | बटर चिकन | 黄油鸡 | 奶油雞
Tandoori chicken in a velvety tomato, butter and cream gravy | ไก่ทันดูรีในซอสมะเขือเทศ เนย และครีมเนื้อนุ่ม | टमाटर, मक्खन और क्रीम की मखमली ग्रेवी में तंदूरी चिकन | 坦都里烤鸡浸在番茄黄油奶油酱中 | 坦都里烤雞浸在番茄牛油奶油醬中

paneer-tikka-masala | curry | #d35400 #fdebd0 | 560 | indian-curry | curries
Paneer Tikka Masala | ปานีร์ติกก้ามาซาล่า | पनीर टिक्का मसाला | 印度烤奶酪玛莎拉 | 印度烤奶酪瑪莎拉
Chargrilled cottage cheese in a spiced onion and tomato masala | ชีสปานีร์ย่างในซอสมาซาล่ามะเขือเทศและหอมใหญ่ | प्याज़-टमाटर के मसालेदार मसाले में भुना पनीर | 炭烤印度奶酪块配香料洋葱番茄酱 | 炭烤印度奶酪塊配香料洋蔥番茄醬

dal-makhani | curry | #5d2e1a #f5e6c8 | 420 | indian-curry | curries
Dal Makhani | ดาลมาคานี แกงถั่วดำ | दाल मखनी | 黄油黑扁豆 | 奶油黑扁豆
Black lentils slow-cooked overnight with butter and cream | ถั่วดำตุ๋นข้ามคืนกับเนยและครีม | मक्खन और क्रीम के साथ रात भर धीमी आंच पर पकी काली दाल | 黑扁豆加黄油奶油慢炖一整夜 | 黑扁豆加牛油奶油慢燉一整夜

palak-paneer | curry | #27ae60 #fdfefe | 500 | indian-curry | curries
Palak Paneer | ปาลักปานีร์ แกงผักโขมชีส | पालक पनीर | 菠菜奶酪咖喱 | 菠菜奶酪咖哩
Cottage cheese cubes in a smooth spiced spinach sauce | ชีสปานีร์ในซอสผักโขมบดเนียนรสเครื่องเทศ | मसालेदार पालक की चिकनी ग्रेवी में पनीर के टुकड़े | 印度奶酪块配香料菠菜泥 | 印度奶酪塊配香料菠菜泥

rogan-josh | curry | #922b21 #f5cba7 | 700 | indian-curry | curries
Lamb Rogan Josh | แกงแกะโรกันจอช | मटन रोगन जोश | 克什米尔咖喱羊肉 | 克什米爾咖哩羊肉
Kashmiri lamb curry with red chilli and aromatic spices | แกงแกะแคชเมียร์ พริกแดงและเครื่องเทศหอม | लाल मिर्च और सुगंधित मसालों वाली कश्मीरी मटन करी | 克什米尔红辣椒香料炖羊肉 | 克什米爾紅辣椒香料燉羊肉

chicken-biryani | rice | #f4b942 #8e3b22 | 600 | rice | rice
Hyderabadi Chicken Biryani | ข้าวหมกไก่ไฮเดอราบาด | हैदराबादी चिकन बिरयानी | 海得拉巴鸡肉香饭 | 海得拉巴雞肉香飯
Layered basmati rice and chicken, sealed and slow-cooked with saffron | ข้าวบาสมาติกับไก่ หุงแบบปิดฝาช้าๆ หอมหญ้าฝรั่น | केसर के साथ दम पर पकी परतदार बासमती चावल और चिकन | 藏红花焖煮的分层印度香米鸡肉饭 | 番紅花燜煮的分層印度香米雞肉飯

veg-biryani | rice | #f7c548 #27ae60 | 480 | rice | rice
Vegetable Biryani | ข้าวหมกผัก | वेज बिरयानी | 蔬菜香饭 | 蔬菜香飯
Fragrant basmati with seasonal vegetables, mint and fried onions | ข้าวบาสมาติหอมกรุ่นกับผักตามฤดูกาล สะระแหน่ และหอมเจียว | मौसमी सब्ज़ियों, पुदीने और तले प्याज़ के साथ सुगंधित बासमती | 时令蔬菜、薄荷与炸洋葱焖香米 | 時令蔬菜、薄荷與炸洋蔥燜香米

tandoori-chicken | chicken | #c0392b #f39c12 | 620 | grill | grill
Tandoori Chicken (Half) | ไก่ทันดูรี (ครึ่งตัว) | तंदूरी चिकन (हाफ़) | 坦都里烤鸡（半只） | 坦都里烤雞（半隻）
Yoghurt-marinated chicken roasted in the clay oven | ไก่หมักโยเกิร์ตอบในเตาดินเผา | दही में मैरिनेट कर मिट्टी के तंदूर में भुना चिकन | 酸奶腌制、泥炉烤制的鸡 | 優格醃製、泥爐烤製的雞

chole-bhature | bread | #c27c0e #f5deb3 | 380 | chaat | mains
Chole Bhature | โชเล่ภาตูเร | छोले भटूरे | 鹰嘴豆咖喱配炸面饼 | 鷹嘴豆咖哩配炸麵餅
Spiced chickpea curry with two puffed fried breads | แกงถั่วลูกไก่เครื่องเทศ กับแป้งทอดพองสองชิ้น | दो फूले हुए भटूरों के साथ मसालेदार छोले | 香料鹰嘴豆咖喱配两张膨化炸饼 | 香料鷹嘴豆咖哩配兩張膨化炸餅

masala-dosa | wrap | #e1b12c #8c5a2b | 320 | chaat | mains
Masala Dosa | มาซาล่าโดซ่า | मसाला डोसा | 马萨拉薄饼 | 馬薩拉薄餅
Crisp rice and lentil crêpe with spiced potato, sambar and chutney | แผ่นแป้งข้าวและถั่วกรอบ ไส้มันฝรั่งเครื่องเทศ เสิร์ฟพร้อมซัมบาร์และชัทนีย์ | सांभर और चटनी के साथ मसालेदार आलू भरा कुरकुरा डोसा | 米豆薄脆煎饼卷香料土豆，配扁豆汤和酸辣酱 | 米豆薄脆煎餅捲香料馬鈴薯，配扁豆湯和酸辣醬

garlic-naan | bread | #f3d9a4 #6ab04c | 120 | bread | breads
Garlic Naan | นานกระเทียม | गार्लिक नान | 蒜香馕 | 蒜香烤餅
Tandoor-baked flatbread brushed with garlic butter and coriander | แป้งนานอบเตาทันดูร์ ทาเนยกระเทียมและผักชี | लहसुन मक्खन और धनिये से सजी तंदूर में पकी रोटी | 泥炉烤饼刷上蒜香黄油和香菜 | 泥爐烤餅刷上蒜香牛油和香菜

butter-naan | bread | #f6e0b5 #f1c40f | 100 | bread | breads
Butter Naan | นานเนย | बटर नान | 黄油馕 | 牛油烤餅
Soft, blistered naan finished with melted butter | นานนุ่มพองกรอบ ทาเนยละลาย | पिघले मक्खन से तैयार नरम, फूला हुआ नान | 松软起泡的馕，刷上融化黄油 | 鬆軟起泡的烤餅，刷上融化牛油

samosa | samosa | #d4a04f #27ae60 | 150 | none | starters
Punjabi Samosa (2 pcs) | ซาโมซ่า (2 ชิ้น) | पंजाबी समोसा (2 पीस) | 旁遮普咖喱角（2个） | 旁遮普咖哩角（2個）
Crisp pastry with spiced potato and peas, and mint chutney | แป้งกรอบไส้มันฝรั่งและถั่วลันเตาเครื่องเทศ พร้อมซอสสะระแหน่ | मसालेदार आलू-मटर भरी कुरकुरी पेस्ट्री, पुदीने की चटनी के साथ | 酥皮包裹香料土豆豌豆，配薄荷酱 | 酥皮包裹香料馬鈴薯豌豆，配薄荷醬

pav-bhaji | bun | #e55039 #f6e58d | 260 | chaat | streetfood
Pav Bhaji | ปาวภาจี | पाव भाजी | 孟买蔬菜泥配面包 | 孟買蔬菜泥配麵包
Buttery mashed vegetable curry with toasted soft rolls | แกงผักบดเนยหอม กับขนมปังนุ่มปิ้ง | सिके हुए नरम पाव के साथ मक्खनदार मसली सब्ज़ी भाजी | 黄油蔬菜泥咖喱配烤软面包 | 牛油蔬菜泥咖哩配烤軟麵包

vada-pav | burger | #f5b041 #27ae60 | 90 | chaat | streetfood
Vada Pav | วาดาปาว | वड़ा पाव | 孟买土豆饼汉堡 | 孟買馬鈴薯餅漢堡
Mumbai's spiced potato fritter in a soft bun with chutneys | มันฝรั่งเครื่องเทศทอดในขนมปังนุ่ม พร้อมชัทนีย์ สไตล์มุมไบ | चटनियों के साथ नरम पाव में मुंबई का मसालेदार आलू वड़ा | 孟买香料土豆饼夹软面包，配酸辣酱 | 孟買香料馬鈴薯餅夾軟麵包，配酸辣醬

pani-puri | balls | #d4a04f #16a085 | 120 | chaat | streetfood
Pani Puri (8 pcs) | ปานีปูรี (8 ชิ้น) | पानी पूरी (8 पीस) | 印度脆球（8个） | 印度脆球（8個）
Hollow crisp puris with spiced potato and tangy mint water | แป้งกรอบกลวงใส่มันฝรั่งเครื่องเทศ เติมน้ำสะระแหน่รสเปรี้ยว | मसालेदार आलू और चटपटे पुदीना पानी के साथ खोखली कुरकुरी पूरियाँ | 空心脆球配香料土豆和酸辣薄荷水 | 空心脆球配香料馬鈴薯和酸辣薄荷水

aloo-tikki-chaat | plate | #c8963e #e74c3c | 160 | chaat | streetfood
Aloo Tikki Chaat | อาลูติกกี้ชาท | आलू टिक्की चाट | 印度土豆饼小吃 | 印度馬鈴薯餅小吃
Crisp potato patties with yoghurt, tamarind and pomegranate | มันฝรั่งทอดกรอบราดโยเกิร์ต ซอสมะขาม และทับทิม | दही, इमली और अनार के साथ कुरकुरी आलू टिक्कियाँ | 酥脆土豆饼淋酸奶、罗望子酱和石榴籽 | 酥脆馬鈴薯餅淋優格、羅望子醬和石榴籽
`);
