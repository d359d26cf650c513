import type { MessageTable } from '../common/i18n.js';

// The back office's seamless-wallet screens.
export const seamlessTexts = {
  'seamless.invalid': {
    zh_CN: '免转钱包设置格式不正确',
    zh_TW: '免轉錢包設定格式不正確',
    en_US: 'The seamless wallet settings are not valid',
    kr: '심리스 지갑 설정이 올바르지 않습니다',
    jp: 'シームレスウォレットの設定が正しくありません',
    th: 'การตั้งค่ากระเป๋าเงินแบบไร้รอยต่อไม่ถูกต้อง',
  },
  'seamless.badPublicKey': {
    zh_CN: '供应商公钥必须是 PEM 格式的 RSA 公钥',
    zh_TW: '供應商公鑰必須是 PEM 格式的 RSA 公鑰',
    en_US: "The provider's public key must be an RSA public key in PEM",
    kr: '공급자 공개 키는 PEM 형식의 RSA 공개 키여야 합니다',
    jp: 'プロバイダーの公開鍵は PEM 形式の RSA 公開鍵である必要があります',
    th: 'คีย์สาธารณะของผู้ให้บริการต้องเป็นคีย์ RSA แบบ PEM',
  },
  'seamless.badTemplate': {
    zh_CN: '启动网址模板必须是 http(s) 网址并包含 {token}',
    zh_TW: '啟動網址範本必須是 http(s) 網址並包含 {token}',
    en_US: 'The launch URL template must be an http(s) URL holding {token}',
    kr: '실행 URL 템플릿은 {token}을 포함한 http(s) URL이어야 합니다',
    jp: '起動 URL テンプレートは {token} を含む http(s) URL である必要があります',
    th: 'แม่แบบ URL สำหรับเปิดเกมต้องเป็น URL http(s) ที่มี {token}',
  },
  'seamless.searchNeedsKey': {
    zh_CN: '请输入交易编号或局号',
    zh_TW: '請輸入交易編號或局號',
    en_US: 'Enter a transaction uuid or a round',
    kr: '거래 UUID 또는 라운드를 입력하세요',
    jp: '取引 UUID またはラウンドを入力してください',
    th: 'กรุณากรอก UUID ของรายการหรือรอบ',
  },
  'seamless.saved': {
    zh_CN: '免转钱包设置已保存',
    zh_TW: '免轉錢包設定已儲存',
    en_US: 'Seamless wallet settings saved',
    kr: '심리스 지갑 설정이 저장되었습니다',
    jp: 'シームレスウォレットの設定を保存しました',
    th: 'บันทึกการตั้งค่ากระเป๋าเงินแบบไร้รอยต่อแล้ว',
  },
  'seamless.freeTransfer': {
    zh_CN: '免转',
    zh_TW: '免轉',
    en_US: 'No transfer',
    kr: '이체 불필요',
    jp: '振替不要',
    th: 'ไม่ต้องโอน',
  },
} as const satisfies MessageTable;
