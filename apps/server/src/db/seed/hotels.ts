import { assetUrl } from './assets';
import { insertMerchants, type MerchantBundle, repriceMerchants } from './catalog-insert';
import { CITIES, type CityKey, currencyOf, localMinor } from './cities';
import { seedHotelStays } from './hotel-stays';
import { type HotelSeed, ROOM_TYPES, type RoomKey } from './hotels-data';
import { HOURS } from './merchants-data';
import type { SeedSection } from './section';
import { tr } from './text';

export const MERCHANT_TYPE_HOTEL = 2;

/**
 * Hotel table, three lines each:
 * `slug | name | category | city | stars | lat,lng | rating | ratings | sales | flags | tags | serviceFeeBp | rooms`
 * where rooms are `roomKey:nightlyLocalPrice[:b]` (b = breakfast included), then `address | phone`, then the
 * description in the five locales.
 */
function parseHotels(table: string): HotelSeed[] {
  return table
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [head, place, desc] = block.split('\n').map((l) => l.trim());
      const f = (head ?? '').split('|').map((s) => s.trim());
      const [address, phone] = (place ?? '').split('|').map((s) => s.trim());
      const [lat, lng] = (f[5] ?? '').split(',').map(Number);
      const category = f[2];
      if (!f[0] || !f[1] || !desc || !address || !phone || lat === undefined || lng === undefined) {
        throw new Error(`bad hotel block: ${block}`);
      }
      if (category !== 'hotel' && category !== 'resort' && category !== 'hostel')
        throw new Error(`bad category ${category}`);
      if (!f[3] || !(f[3] in CITIES)) throw new Error(`bad city ${f[3]}`);
      const rooms = (f[12] ?? '').split(/\s+/).map((spec) => {
        const [key, price, flag] = spec.split(':');
        if (!key || !(key in ROOM_TYPES) || !price) throw new Error(`bad room ${spec}`);
        return { key: key as RoomKey, priceLocal: Number(price), breakfast: flag === 'b' };
      });
      return {
        slug: f[0],
        name: f[1],
        category,
        city: f[3] as CityKey,
        stars: Number(f[4]),
        latitude: lat,
        longitude: lng,
        rating: Number(f[6]),
        ratingCount: Number(f[7]),
        sales: Number(f[8]),
        recommended: f[9] === 'rec',
        tags: (f[10] ?? '').split(/\s+/).filter(Boolean),
        serviceFeeBp: Number(f[11]),
        rooms,
        address,
        phone,
        description: tr(desc),
      };
    });
}

export const HOTELS = parseHotels(`
riverside-orchid | Riverside Orchid Hotel | hotel | bangkok | 5 | 13.7234,100.5137 | 48 | 2150 | 8420 | rec | pool spa river_view free_wifi | 1000 | deluxe-king:5200 river-view:6900:b executive-suite:12500:b family-room:8800:b
Charoen Krung Soi 40, Bang Rak, Bangkok 10500 | +66 2 236 0400
Riverside luxury on the Chao Phraya with an infinity pool, a spa and a free shuttle boat | ความหรูหราริมแม่น้ำเจ้าพระยา พร้อมสระว่ายน้ำอินฟินิตี้ สปา และเรือรับส่งฟรี | चाओ फ्राया नदी के किनारे इन्फ़िनिटी पूल, स्पा और मुफ़्त शटल नाव के साथ शानदार ठहराव | 湄南河畔奢华酒店，设无边泳池、水疗中心和免费接驳船 | 湄南河畔奢華酒店，設無邊泳池、水療中心和免費接駁船

sukhumvit-skyline | Sukhumvit Skyline Hotel | hotel | bangkok | 4 | 13.7380,100.5620 | 46 | 3380 | 12960 | rec | city_view gym free_wifi | 1000 | standard-double:2200 superior-twin:2500 deluxe-king:3200:b executive-suite:5900:b
Sukhumvit Soi 19, Khlong Toei Nuea, Watthana, Bangkok 10110 | +66 2 204 1919
Rooftop bar and city views, two minutes from Asok BTS and MRT | รูฟท็อปบาร์และวิวเมือง ห่างจาก BTS และ MRT อโศกเพียงสองนาที | रूफ़टॉप बार और शहर का नज़ारा, असोक BTS और MRT से सिर्फ़ दो मिनट | 屋顶酒吧与城市景观，距阿索克轻轨和地铁站仅两分钟 | 屋頂酒吧與城市景觀，距阿索克輕軌和捷運站僅兩分鐘

khaosan-backpackers | Khaosan Backpackers Hostel | hostel | bangkok | 2 | 13.7590,100.4975 | 44 | 4210 | 20330 | - | free_wifi | 0 | dorm-bed:350 female-dorm:420 private-double:1100
Khao San Road, Talat Yot, Phra Nakhon, Bangkok 10200 | +66 2 629 3535
A social hostel steps from Khao San Road, with a rooftop lounge and walking tours | โฮสเทลบรรยากาศเป็นกันเอง ห่างถนนข้าวสารไม่กี่ก้าว มีเลานจ์บนดาดฟ้าและทัวร์เดินเท้า | खाओ सान रोड से कुछ कदम दूर मिलनसार हॉस्टल, रूफ़टॉप लाउंज और पैदल टूर के साथ | 毗邻考山路的社交青旅，设屋顶休息区和徒步导览 | 毗鄰考山路的社交青旅，設屋頂休息區和徒步導覽

lanna-old-city | Lanna Old City Boutique | hotel | chiangmai | 4 | 18.7883,98.9853 | 47 | 1680 | 5210 | - | free_wifi pool | 1000 | superior-twin:2100 lanna-deluxe:2400:b garden-bungalow:3300:b family-room:3900:b
Ratchadamnoen Road, Si Phum, Mueang Chiang Mai, Chiang Mai 50200 | +66 53 278 800
A teak-wood boutique hotel inside the old city walls, near Wat Phra Singh | โรงแรมบูติกไม้สักในเขตคูเมืองเก่า ใกล้วัดพระสิงห์ | पुराने शहर की दीवारों के भीतर, वाट फ्रा सिंह के पास सागौन की लकड़ी का बुटीक होटल | 古城墙内的柚木精品酒店，毗邻帕辛寺 | 古城牆內的柚木精品酒店，毗鄰帕辛寺

kata-palm-resort | Kata Beach Palm Resort | resort | phuket | 5 | 7.8205,98.2980 | 48 | 2730 | 7640 | rec | beachfront pool spa | 1000 | garden-bungalow:4800:b sea-view:6500:b family-room:8200:b pool-villa:14500:b
Kata Road, Karon, Mueang Phuket, Phuket 83100 | +66 76 330 111
Beachfront villas among coconut palms, with sunsets over the Andaman Sea | วิลล่าริมหาดท่ามกลางต้นมะพร้าว ชมพระอาทิตย์ตกเหนือทะเลอันดามัน | नारियल के पेड़ों के बीच समुद्र तट पर विला, अंडमान सागर पर सूर्यास्त के साथ | 椰林环绕的海滨别墅，可观赏安达曼海日落 | 椰林環繞的海濱別墅，可觀賞安達曼海日落

imperial-lotus-delhi | Imperial Lotus Delhi | hotel | delhi | 5 | 28.6250,77.2180 | 47 | 1890 | 6120 | - | pool spa free_wifi | 1200 | superior-twin:9800 deluxe-king:11500:b executive-suite:24000:b heritage-suite:38000:b
Janpath Road, Connaught Place, New Delhi 110001 | +91 11 4111 6000
Colonial-era grandeur on Janpath, with a garden pool and classic Mughlai dining | ความยิ่งใหญ่ยุคอาณานิคมบนถนนชันปถ พร้อมสระว่ายน้ำในสวนและห้องอาหารโมกุล | जनपथ पर औपनिवेशिक दौर की भव्यता, बगीचे वाले पूल और क्लासिक मुग़लई भोजन के साथ | 坐落在詹帕特路的殖民时期宏伟酒店，设花园泳池和经典莫卧儿餐厅 | 坐落在詹帕特路的殖民時期宏偉酒店，設花園泳池和經典蒙兀兒餐廳

marine-drive-seaview | Marine Drive Sea View Hotel | hotel | mumbai | 4 | 18.9440,72.8230 | 45 | 1420 | 4870 | - | sea_view free_wifi | 1200 | standard-double:6500 sea-view:9200:b family-room:12000:b
Netaji Subhash Chandra Bose Road, Marine Lines, Mumbai 400020 | +91 22 2203 1010
Art deco rooms facing the Queen's Necklace, with breakfast on the terrace | ห้องพักสไตล์อาร์ตเดโคหันหน้าสู่ควีนส์เนกเลซ พร้อมอาหารเช้าบนระเบียง | क्वीन्स नेकलेस के सामने आर्ट डेको कमरे, छत पर नाश्ते के साथ | 面朝"女王项链"的装饰艺术风格客房，露台供应早餐 | 面朝「女王項鍊」的裝飾藝術風格客房，露台供應早餐

bund-heritage | Bund Heritage Hotel | hotel | shanghai | 5 | 31.2385,121.4880 | 48 | 2560 | 8930 | rec | river_view spa gym | 1000 | superior-twin:1480 deluxe-king:1680:b river-view:2280:b heritage-suite:4880:b
Zhongshan East 1st Road, Huangpu District, Shanghai 200002 | +86 21 6323 8888
A 1920s landmark on the Bund with river-view rooms and a jazz bar | อาคารแลนด์มาร์กยุค 1920 บนเดอะบันด์ ห้องพักวิวแม่น้ำและแจ๊สบาร์ | बंड पर 1920 के दशक की ऐतिहासिक इमारत, नदी के नज़ारे वाले कमरे और जैज़ बार | 外滩1920年代地标建筑，拥有江景客房和爵士酒吧 | 外灘1920年代地標建築，擁有江景客房和爵士酒吧

harbour-lights | Harbour Lights Hotel | hotel | hongkong | 4 | 22.2965,114.1720 | 46 | 3070 | 11480 | - | city_view gym free_wifi | 1000 | standard-double:1250 superior-twin:1350 harbour-view:1880:b executive-suite:3600:b
Salisbury Road, Tsim Sha Tsui, Kowloon, Hong Kong | +852 2721 5151
Watch the Symphony of Lights over Victoria Harbour from your window | ชมการแสดงแสงสีซิมโฟนีออฟไลท์เหนืออ่าววิกตอเรียจากหน้าต่างห้องพัก | अपनी खिड़की से विक्टोरिया हार्बर पर सिम्फ़नी ऑफ़ लाइट्स देखें | 在房间窗前欣赏维多利亚港的幻彩咏香江 | 在房間窗前欣賞維多利亞港的幻彩詠香江

xinyi-garden | Taipei Xinyi Garden Hotel | hotel | taipei | 4 | 25.0330,121.5654 | 46 | 1760 | 5590 | - | free_wifi gym | 1000 | standard-double:3800 deluxe-king:4800:b family-room:6800:b
Songren Road, Xinyi District, Taipei 110 | +886 2 2720 6677
Quiet garden rooms a short walk from Taipei 101 and the night markets | ห้องพักเงียบสงบริมสวน เดินไม่ไกลจากไทเป 101 และตลาดกลางคืน | ताइपे 101 और नाइट मार्केट से थोड़ी पैदल दूरी पर शांत गार्डन कमरे | 闹中取静的花园客房，步行即达台北101和夜市 | 鬧中取靜的花園客房，步行即達台北101和夜市
`);

const ROOMS_CATEGORY = tr('Rooms | ห้องพัก | कमरे | 客房 | 客房');

export function hotelBundle(hotel: HotelSeed): MerchantBundle {
  const city = CITIES[hotel.city];
  const rooms = hotel.rooms.map((r, sort) => {
    const type = ROOM_TYPES[r.key];
    return {
      name: type.name,
      description: type.description,
      image: assetUrl.room(hotel.slug, r.key),
      price: localMinor(r.priceLocal, city.country),
      stock: null,
      sales: Math.round(hotel.sales / (sort + 2)),
      onSale: true,
      specs: [],
      attrs: {
        bed: type.bed,
        sizeM2: type.sizeM2,
        maxGuests: type.maxGuests,
        breakfast: r.breakfast,
        serviceFeeBp: hotel.serviceFeeBp,
      },
      sort,
    };
  });
  return {
    merchant: {
      type: MERCHANT_TYPE_HOTEL,
      name: hotel.name,
      description: hotel.description,
      category: hotel.category,
      city: city.name,
      countryCode: city.country,
      currency: currencyOf(city.country),
      address: hotel.address,
      phone: hotel.phone,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      logo: assetUrl.hotelLogo(hotel.slug),
      cover: assetUrl.hotelCover(hotel.slug),
      rating: hotel.rating,
      ratingCount: hotel.ratingCount,
      sales: hotel.sales,
      avgPrice: Math.min(...rooms.map((r) => r.price)),
      openingHours: HOURS['24h'],
      timezone: city.timezone,
      deliveryRadiusM: 0,
      deliveryFee: 0,
      minOrder: 0,
      stars: hotel.stars,
      tags: hotel.tags,
      recommended: hotel.recommended,
      paused: false,
    },
    categories: [{ name: ROOMS_CATEGORY, products: rooms }],
  };
}

/** Nights of availability the demo hotels get from the day before seeding (the coming months). */
export const HOTEL_SEED_NIGHTS = 200;

export const hotelsSection: SeedSection = {
  name: 'hotels',
  // v2: nightly prices in each hotel's own currency (v1 stored converted US cents).
  // v3: profiles (gallery, amenities, check-in/out times) and nightly availability from yesterday.
  version: 3,
  async apply(tx, ctx) {
    const bundles = HOTELS.map(hotelBundle);
    await repriceMerchants(tx, bundles);
    await insertMerchants(tx, bundles);
    const from = new Date(ctx.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    await seedHotelStays(tx, from, HOTEL_SEED_NIGHTS);
  },
};
