// The zh_TW texts are written in Traditional characters (Taiwan usage), the zh_CN texts keep the
// spec's Simplified wording. These are 200 frequent characters that exist only in the Simplified
// script (each has a different Traditional form, e.g. 户 → 戶, 额 → 額, 请 → 請); characters that are
// also correct in Traditional text (台, 后, 于, 游, 里, 只 ...) are deliberately left out. The
// parity tests of contracts and the web use it to find Simplified text left in zh_TW.
export const SIMPLIFIED_ONLY_CHARACTERS =
  '请账码时动输额号员与过会转戏间级数验确开证审录机为银单赛钱无户计场结须红内条发记关绑暂选订该联页邮个态线务资维笔试设择乐尔当调领对随载扫错启闭进链电竞实训误处长认写抢则优将权绝规经区晋点图体显专际装应奖国统护协类运们属娱参两败议达续费连门湾吗宝标还现业异网题键话冻马畅击狮军观亚双学仅导换状视见热馆营队览头传备来广给岛宾独币说帮监产频问读隐组称张项语满种从预构询汇获讯顶离滚极欧夺滨办让报签练终简责严';

const simplifiedOnly = new Set(SIMPLIFIED_ONLY_CHARACTERS);

/** The Simplified-only characters of `text`, in order of appearance, each once. */
export function simplifiedOnlyIn(text: string): string[] {
  return [...new Set([...text].filter((c) => simplifiedOnly.has(c)))];
}
