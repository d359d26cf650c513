// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A plain ERC20 for the chain watcher's tests: 6 decimals like USDT, the whole supply minted to
// the deployer, and transferMany (several Transfer logs in one transaction). Deployed twice, the
// second copy (same name and symbol, another address) is the "fake USDT" the watcher must ignore.
// Compiled with solc 0.8.37 (optimizer on, 200 runs) into TestToken.json next to this file:
//   node compile-token.mjs   (needs `npm i solc@0.8.37` somewhere on NODE_PATH; the tests use the JSON)
contract TestToken {
    string public name = "Tether USD";
    string public symbol = "USDT";
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) public returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferMany(address[] calldata to, uint256[] calldata value) external returns (bool) {
        require(to.length == value.length, "lengths");
        for (uint256 i = 0; i < to.length; i++) _move(msg.sender, to[i], value[i]);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "allowance");
        allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
