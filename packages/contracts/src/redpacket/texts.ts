import type { MessageTable } from '../common/i18n.js';

// Red packets: the member's draws and the back office's settings and rules.
export const redPacketTexts = {
  'redpacket.closed': { zh_CN: '红包已关闭', zh_TW: '红包已关闭', en_US: 'Red packets are closed', kr: '홍바오 이벤트가 종료되었습니다', jp: 'お年玉は終了しました', th: 'อั่งเปาปิดแล้ว' },
  'redpacket.noDraws': { zh_CN: '您的剩余次数不足！', zh_TW: '您的剩余次数不足！', en_US: 'You have no draws left!', kr: '남은 횟수가 부족합니다!', jp: '残り回数が足りません！', th: 'จำนวนสิทธิ์คงเหลือไม่พอ!' },
  'redpacket.notStarted': { zh_CN: '活动尚未开始，请耐心等待', zh_TW: '活動尚未開始，請耐心等待', en_US: 'The activity has not started yet, please wait', kr: '이벤트가 아직 시작되지 않았습니다. 잠시 기다려 주세요', jp: 'イベントはまだ始まっていません。しばらくお待ちください', th: 'กิจกรรมยังไม่เริ่ม โปรดรอสักครู่' },
  'redpacket.ended': { zh_CN: '活动已结束，请等待下一期活动', zh_TW: '活動已結束，請等待下一期活動', en_US: 'The activity has ended, please wait for the next one', kr: '이벤트가 종료되었습니다. 다음 이벤트를 기다려 주세요', jp: 'イベントは終了しました。次回をお待ちください', th: 'กิจกรรมสิ้นสุดแล้ว โปรดรอกิจกรรมครั้งถัดไป' },
  'redpacket.outsideWindow': {
    zh_CN: '抢红包时间为每日 {start} 至 {end}（北京时间），请稍后再来',
    zh_TW: '搶紅包時間為每日 {start} 至 {end}（北京時間），請稍後再來',
    en_US: 'Red packets can be grabbed daily from {start} to {end} (Beijing time), please come back then',
    kr: '홍바오는 매일 {start}부터 {end}까지(베이징 시간) 받을 수 있습니다. 나중에 다시 오세요',
    jp: 'お年玉は毎日 {start} から {end}（北京時間）まで受け取れます。後ほどお越しください',
    th: 'รับอั่งเปาได้ทุกวันเวลา {start} ถึง {end} (เวลาปักกิ่ง) โปรดกลับมาใหม่ภายหลัง',
  },
  'redpacket.notQualified': { zh_CN: '您还未达到条件，快去完成吧', zh_TW: '您還未達到條件，快去完成吧', en_US: 'You have not met the conditions yet, go and complete them', kr: '아직 조건을 충족하지 않았습니다. 조건을 완료해 주세요', jp: 'まだ条件を満たしていません。条件を達成しましょう', th: 'คุณยังไม่ผ่านเงื่อนไข ไปทำให้ครบก่อนนะ' },
  'redpacket.drawn': { zh_CN: '恭喜您抢到 {money} 元', zh_TW: '恭喜您搶到 {money} 元', en_US: 'Congratulations, you grabbed {money} yuan', kr: '축하합니다! {money} 위안을 받았습니다', jp: 'おめでとうございます！{money} 元を獲得しました', th: 'ยินดีด้วย คุณได้รับ {money} หยวน' },
  // The back office.
  'redpacket.windowInvalid': { zh_CN: '时间格式应为 HH:mm', zh_TW: '時間格式應為 HH:mm', en_US: 'Times must be HH:mm', kr: '시간 형식은 HH:mm 이어야 합니다', jp: '時刻は HH:mm 形式で入力してください', th: 'รูปแบบเวลาต้องเป็น HH:mm' },
  'redpacket.drawWindowInvalid': { zh_CN: '抢红包时段的开始须早于结束', zh_TW: '搶紅包時段的開始須早於結束', en_US: 'The draw window must start before it ends', kr: '추첨 시간의 시작은 종료보다 빨라야 합니다', jp: '抽選時間の開始は終了より前にしてください', th: 'เวลาเริ่มรับอั่งเปาต้องก่อนเวลาสิ้นสุด' },
  'redpacket.countWindowInvalid': { zh_CN: '存款统计时段的开始与结束不能相同', zh_TW: '存款統計時段的開始與結束不能相同', en_US: 'The deposit counting window cannot start and end at the same time', kr: '입금 집계 시간의 시작과 종료가 같을 수 없습니다', jp: '入金集計時間の開始と終了を同じにはできません', th: 'ช่วงนับยอดฝากต้องมีเวลาเริ่มและสิ้นสุดต่างกัน' },
  'redpacket.ruleTimeInvalid': { zh_CN: '活动时间格式应为 YYYY-MM-DD HH:mm:ss，且开始早于结束', zh_TW: '活動時間格式應為 YYYY-MM-DD HH:mm:ss，且開始早於結束', en_US: 'Activity times must be YYYY-MM-DD HH:mm:ss, the start before the end', kr: '이벤트 시간은 YYYY-MM-DD HH:mm:ss 형식이며 시작이 종료보다 빨라야 합니다', jp: 'イベント期間は YYYY-MM-DD HH:mm:ss 形式で、開始を終了より前にしてください', th: 'เวลากิจกรรมต้องเป็น YYYY-MM-DD HH:mm:ss และเริ่มก่อนสิ้นสุด' },
  'redpacket.ruleRangeInvalid': { zh_CN: '存款范围无效：须为金额，且下限不大于上限', zh_TW: '存款範圍無效：須為金額，且下限不大於上限', en_US: 'Invalid deposit range: amounts, the lower bound not above the upper', kr: '입금 범위가 잘못되었습니다: 금액이어야 하며 하한이 상한보다 클 수 없습니다', jp: '入金範囲が無効です：金額で、下限は上限以下にしてください', th: 'ช่วงยอดฝากไม่ถูกต้อง: ต้องเป็นจำนวนเงิน และขั้นต่ำไม่เกินขั้นสูง' },
  'redpacket.rulePercentInvalid': { zh_CN: '红包比例须大于 0 且不超过 100', zh_TW: '紅包比例須大於 0 且不超過 100', en_US: 'The percentage must be above 0 and at most 100', kr: '비율은 0보다 크고 100 이하여야 합니다', jp: '割合は 0 より大きく 100 以下にしてください', th: 'เปอร์เซ็นต์ต้องมากกว่า 0 และไม่เกิน 100' },
  'redpacket.ruleBelowOne': { zh_CN: '存款下限 × 比例 / 100 须至少为 1 元', zh_TW: '存款下限 × 比例 / 100 須至少為 1 元', en_US: 'The lowest deposit x percentage / 100 must be at least 1 yuan', kr: '최저 입금액 × 비율 / 100 은 최소 1 위안이어야 합니다', jp: '入金下限 × 割合 / 100 は 1 元以上にしてください', th: 'ยอดฝากขั้นต่ำ × เปอร์เซ็นต์ / 100 ต้องอย่างน้อย 1 หยวน' },
  'redpacket.ruleDrawsInvalid': { zh_CN: '次数须为 1 至 100 的整数', zh_TW: '次數須為 1 至 100 的整數', en_US: 'Draws must be a whole number from 1 to 100', kr: '횟수는 1에서 100 사이의 정수여야 합니다', jp: '回数は 1 から 100 の整数にしてください', th: 'จำนวนครั้งต้องเป็นจำนวนเต็ม 1 ถึง 100' },
  'redpacket.ruleStatusInvalid': { zh_CN: '状态须为 0 或 1', zh_TW: '狀態須為 0 或 1', en_US: 'Status must be 0 or 1', kr: '상태는 0 또는 1 이어야 합니다', jp: '状態は 0 または 1 にしてください', th: 'สถานะต้องเป็น 0 หรือ 1' },
  'redpacket.ruleNotFound': { zh_CN: '红包规则不存在', zh_TW: '紅包規則不存在', en_US: 'No such red-packet rule', kr: '홍바오 규칙이 없습니다', jp: 'お年玉ルールが存在しません', th: 'ไม่พบกฎอั่งเปา' },
} as const satisfies MessageTable;
